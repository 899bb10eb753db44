/// An array copied once into memory that never changes and is freed with its owner, read
/// through a plain pointer: the hot loops of matching pay no reference counting for it.
///
/// NB: `@unchecked Sendable` is sound because the memory is written only in `init`, never
/// after, and freed only in `deinit`, when no reader can hold the owner.
final class FrozenBuffer<Element>: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<Element>

  init(_ elements: [Element]) {
    let memory = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
    _ = memory.initialize(from: elements)
    buffer = UnsafeBufferPointer(rebasing: memory[0..<elements.count])
  }

  deinit {
    UnsafeMutableBufferPointer(mutating: buffer).deinitialize()
    buffer.baseAddress.map { UnsafeMutablePointer(mutating: $0).deallocate() }
  }
}
