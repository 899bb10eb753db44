import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

extension LinkRunner {
  /// Follows `destination` through resolvers and computed redirects to a destination that is
  /// neither, each redirect (and the table's own after it) a hop of `chain`.
  func follow(_ destination: Destination, chain: inout RedirectChain, for job: Job?) async -> Resolved {
    var destination = destination
    while true {
      if case .resolve = destination {
        switch await resolve(destination, for: job) {
        case .ended(let outcome): return .ended(outcome)
        case .destination(let resolved): destination = resolved
        }
      }
      guard case .redirect(let target) = destination else { return .destination(destination) }
      do {
        destination = self.destination(try chain.follow(target, in: routes).route)
      } catch {
        return .ended(error.code.category == .unmatched ? .unmatched(error) : .rejected(error))
      }
    }
  }
}
