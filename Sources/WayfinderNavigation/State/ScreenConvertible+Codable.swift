extension ScreenConvertible where Self: Codable {
  /// The app's screen for `screen`, read from its name and parameters: the case named
  /// `screen.name`, its associated values read from the parameters of their labels (`_0`,
  /// `_1`… for values without one), a value absent for an optional one. `nil` when no case has
  /// that name, or a value is missing or does not read as its type.
  ///
  /// An app's screen enum that is `Codable` is its screens declared once: Swift writes the
  /// conversion from its cases.
  ///
  /// ```swift
  /// enum ShopScreen: ScreenConvertible, Codable {
  ///   case home
  ///   case product(id: Int)
  /// }
  /// print(ShopScreen(Screen("product", parameters: ["id": "7"])) as Any)  // Optional(.product(id: 7))
  /// print(ShopScreen.product(id: 7).screen)  // product(7)
  /// ```
  ///
  /// Associated values must be single values: text, numbers, `Bool`s, or `RawRepresentable`
  /// enums of them.
  public init?(_ screen: Screen) {
    guard let value = try? Self(from: ScreenDecoder(screen)) else { return nil }
    self = value
  }

  /// The library's screen for this one: its case's name, and each associated value as text
  /// under its label (see `init(_:)`). A case whose values are not single values
  /// gives a screen named after its description, which no graph declares.
  public var screen: Screen {
    let encoder = ScreenEncoder()
    guard (try? encode(to: encoder)) != nil, let name = encoder.record.name, !encoder.record.failed else {
      return Screen(String(describing: self))
    }
    return Screen(name, parameters: encoder.record.parameters)
  }
}
