/// Decodes an app's `Codable` screen enum from a ``Screen``: the outer container holds one key,
/// the screen's name; the case's container holds the parameters, each read from its text.
struct ScreenDecoder: Decoder {
  let screen: Screen
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(_ screen: Screen) { self.screen = screen }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(CaseContainer<Key>(screen: screen))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Self.notAScreen }
  func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Self.notAScreen }

  static let notAScreen = DecodingError.dataCorrupted(
    .init(codingPath: [], debugDescription: "a screen is read only as an enum of single values"))

  /// The outer container: its one key is the screen's name.
  struct CaseContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let screen: Screen
    var codingPath: [any CodingKey] = []
    var allKeys: [Key] { Key(stringValue: screen.name).map { [$0] } ?? [] }

    func contains(_ key: Key) -> Bool { key.stringValue == screen.name }
    func decodeNil(forKey key: Key) throws -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw ScreenDecoder.notAScreen }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      guard contains(key) else { throw ScreenDecoder.notAScreen }
      return KeyedDecodingContainer(ParameterContainer<NestedKey>(parameters: screen.parameters))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw ScreenDecoder.notAScreen
    }
    func superDecoder() throws -> any Decoder { throw ScreenDecoder.notAScreen }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw ScreenDecoder.notAScreen }
  }

  /// The case's container: each key a parameter, read from its text.
  struct ParameterContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let parameters: [String: String]
    var codingPath: [any CodingKey] = []
    var allKeys: [Key] { parameters.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { parameters[key.stringValue] != nil }
    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      guard let text = parameters[key.stringValue] else {
        throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no parameter"))
      }
      return try T(from: TextDecoder(text: text))
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> { throw ScreenDecoder.notAScreen }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw ScreenDecoder.notAScreen
    }
    func superDecoder() throws -> any Decoder { throw ScreenDecoder.notAScreen }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw ScreenDecoder.notAScreen }
  }
}

/// Reads one associated value from a parameter's text.
struct TextDecoder: Decoder, SingleValueDecodingContainer {
  let text: String
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw ScreenDecoder.notAScreen
  }
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw ScreenDecoder.notAScreen }
  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  private func read<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
    guard let value = T(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath, debugDescription: "\"\(text)\" is not a \(T.self)"))
    }
    return value
  }

  func decodeNil() -> Bool { false }
  func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
  func decode(_ type: String.Type) throws -> String { text }
  func decode(_ type: Double.Type) throws -> Double { try read(type) }
  func decode(_ type: Float.Type) throws -> Float { try read(type) }
  func decode(_ type: Int.Type) throws -> Int { try read(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}
