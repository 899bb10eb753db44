/// Encodes an app's `Codable` screen enum into a name and text parameters: the case's key
/// (the outer container's only key) and the values of its nested container, each a single value.
final class ScreenEncoder: Encoder {
  /// What the encoding wrote.
  final class Record {
    var name: String?
    var parameters: [String: String] = [:]
    /// A value was not a single value, or the shape was not an enum's.
    var failed = false
  }

  let record = Record()
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(CaseContainer(record: record))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    record.failed = true
    return ValueEncoder(record: record).unkeyedContainer()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    record.failed = true
    return ValueEncoder(record: record)
  }

  /// The outer container: its key names the case.
  struct CaseContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let record: Record
    var codingPath: [any CodingKey] = []

    mutating func encodeNil(forKey key: Key) throws { record.failed = true }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { record.failed = true }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      record.name = key.stringValue
      return KeyedEncodingContainer(ParameterContainer(record: record))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      record.failed = true
      return ValueEncoder(record: record).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(record: record, failing: true) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(record: record, failing: true) }
  }

  /// The case's container: each key a parameter, each value one piece of text.
  struct ParameterContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let record: Record
    var codingPath: [any CodingKey] = []

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      let single = ValueEncoder(record: record)
      try value.encode(to: single)
      if let text = single.text { record.parameters[key.stringValue] = text } else { record.failed = true }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      record.failed = true
      return KeyedEncodingContainer(ParameterContainer<NestedKey>(record: Record()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      record.failed = true
      return ValueEncoder(record: record).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(record: record, failing: true) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(record: record, failing: true) }
  }
}

/// Encodes one associated value as text; anything but a single value fails the screen.
final class ValueEncoder: Encoder, SingleValueEncodingContainer {
  let record: ScreenEncoder.Record
  var text: String?
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]

  init(record: ScreenEncoder.Record, failing: Bool = false) {
    self.record = record
    if failing { record.failed = true }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    record.failed = true
    return KeyedEncodingContainer(ScreenEncoder.ParameterContainer<Key>(record: ScreenEncoder.Record()))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    record.failed = true
    return FailingUnkeyed(record: ScreenEncoder.Record())
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  func encodeNil() throws {}
  func encode(_ value: Bool) throws { text = String(value) }
  func encode(_ value: String) throws { text = value }
  func encode(_ value: Double) throws { text = String(value) }
  func encode(_ value: Float) throws { text = String(value) }
  func encode(_ value: Int) throws { text = String(value) }
  func encode(_ value: Int8) throws { text = String(value) }
  func encode(_ value: Int16) throws { text = String(value) }
  func encode(_ value: Int32) throws { text = String(value) }
  func encode(_ value: Int64) throws { text = String(value) }
  func encode(_ value: UInt) throws { text = String(value) }
  func encode(_ value: UInt8) throws { text = String(value) }
  func encode(_ value: UInt16) throws { text = String(value) }
  func encode(_ value: UInt32) throws { text = String(value) }
  func encode(_ value: UInt64) throws { text = String(value) }
  func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }

  /// What a list or a nested value writes to: nothing, the screen having failed.
  struct FailingUnkeyed: UnkeyedEncodingContainer {
    let record: ScreenEncoder.Record
    var codingPath: [any CodingKey] = []
    var count = 0
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {}
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(ScreenEncoder.ParameterContainer<NestedKey>(record: record))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { ValueEncoder(record: record) }
  }
}
