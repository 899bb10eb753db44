/// One screen on screen: its name, the parameters that say which one it is, the data it
/// holds, and its traits.
///
/// A screen is a plain value. Its ``name`` and ``parameters`` say which screen it is; its
/// ``data`` is what it holds besides (an unsaved draft, the time a player is at). A plan keeps
/// a screen whose identity the target shares and gives it the target's data in place, with an
/// `update` step (`Step.Action/update(_:at:in:)`), rather than building it again: a link to
/// `episode(7)` with `t: 90` seeks the episode on screen.
///
/// ```swift
/// let card = Screen("card", parameters: ["cardID": "7"])
/// print(card)  // card(7)
/// let edit = Screen("editProfile", data: ["draft": "hello"])
/// print(edit)  // editProfile(draft: hello)
/// ```
///
/// Traits belong to the navigation graph, which declares them once per screen name and gives
/// them to every screen a link opens; an app's own screen type (``ScreenConvertible``) carries
/// none.
public struct Screen: Sendable, Hashable, Codable {
  /// The screen's name, as the app's navigation graph declares it (`"cardDetail"`).
  public var name: String
  /// The values that say which screen of that name this is (`cardID: "42"`).
  public var parameters: [String: String]
  /// What the screen holds that is not part of its identity, such as an unsaved draft.
  public var data: [String: String]
  /// How the screen behaves in its container.
  public var traits: Traits

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - name: The screen's name.
  ///   - parameters: The values that say which screen of that name this is.
  ///   - data: What the screen holds that is not part of its identity.
  ///   - traits: How the screen behaves in its container.
  public init(
    _ name: String,
    parameters: [String: String] = [:],
    data: [String: String] = [:],
    traits: Traits = []
  ) {
    self.name = name
    self.parameters = parameters
    self.data = data
    self.traits = traits
  }

  /// The screen with the same name, parameters and traits, holding `data` instead.
  public func holding(_ data: [String: String]) -> Screen {
    var copy = self
    copy.data = data
    return copy
  }

  private enum CodingKeys: String, CodingKey {
    case name, parameters, data, traits
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    parameters = try container.decodeIfPresent([String: String].self, forKey: .parameters) ?? [:]
    data = try container.decodeIfPresent([String: String].self, forKey: .data) ?? [:]
    traits = try container.decodeIfPresent(Traits.self, forKey: .traits) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    if !parameters.isEmpty { try container.encode(parameters, forKey: .parameters) }
    if !data.isEmpty { try container.encode(data, forKey: .data) }
    if !traits.isEmpty { try container.encode(traits, forKey: .traits) }
  }
}

extension Screen {
  /// How a screen behaves in its container.
  ///
  /// Traits belong to a kind of screen (every `photo` hides the tab bar), so the app declares
  /// them once, in its navigation graph, and every screen of that name carries them.
  public struct Traits: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Pushing this screen hides the tab bar (UIKit's `hidesBottomBarWhenPushed`): the bar
    /// stays hidden while this screen or any screen above it is on top of its stack.
    public static let hidesTabBar = Traits(rawValue: 1 << 0)
    /// A deep-link-driven screen of which a stack holds at most one: a link to another one
    /// replaces the open one instead of stacking a second (seed 004's channel).
    public static let unique = Traits(rawValue: 1 << 1)
    /// A screen the library did not make: a view controller or view the app pushed or
    /// presented itself (its own detail screen, an alert, a share sheet). See
    /// ``Screen/foreign(_:)``.
    public static let foreign = Traits(rawValue: 1 << 2)
    /// A screen of which the whole app holds at most one, whatever its stack (a chat that two
    /// tabs can show): a link to one closes any other open elsewhere, popping it off its stack
    /// or dismissing its modal, without selecting that stack. It is ``unique`` in its stack too.
    public static let uniqueInApp = Traits(rawValue: 1 << 3 | 1 << 1)
    /// A screen a link may not close (a forced-update cover, a payment under way): a link
    /// whose plan would pop or dismiss it ends failed, `close-refused`, and nothing moves. The
    /// person still closes it; an app that decides screen by screen says so in the
    /// `DeepLinkCenter`'s closing rules.
    public static let keepsOpen = Traits(rawValue: 1 << 4)
    /// A screen that asks before a link closes it (unsaved edits: "Discard changes?"): the
    /// link waits for the app's answer, then goes on, or ends failed, `close-refused`.
    public static let asksBeforeClosing = Traits(rawValue: 1 << 5)
    /// A screen a link waits for to close (a call under way): the link is held until the
    /// person closes it, then goes on, planned from what is there; a screen still open past
    /// the `DeepLinkCenter`'s hold limit ends the link failed, `hold-expired`, with nothing moved.
    public static let holdsLinks = Traits(rawValue: 1 << 6)

    static let named: [(String, Traits)] = [
      ("hidesTabBar", .hidesTabBar), ("unique", .unique), ("uniqueInApp", .uniqueInApp),
      ("foreign", .foreign), ("keepsOpen", .keepsOpen), ("asksBeforeClosing", .asksBeforeClosing),
      ("holdsLinks", .holdsLinks),
    ]

    /// The traits' names, in a fixed order: `["hidesTabBar", "unique", "uniqueInApp",
    /// "foreign", "keepsOpen", "asksBeforeClosing", "holdsLinks"]`; a screen unique in the app is not named
    /// unique as well.
    public var names: [String] {
      Self.named.filter { contains($0.1) && !($0.1 == .unique && contains(.uniqueInApp)) }.map(\.0)
    }

    public init(from decoder: any Decoder) throws {
      let names = try decoder.singleValueContainer().decode([String].self)
      var traits: Traits = []
      for name in names {
        guard let trait = Self.named.first(where: { $0.0 == name })?.1 else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: decoder.codingPath,
              debugDescription:
                "unknown screen trait \"\(name)\" (known: \(Self.named.map(\.0).joined(separator: ", ")))"))
        }
        traits.insert(trait)
      }
      self = traits
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(names)
    }
  }
}

extension Screen {
  /// What says which screen this is: its name and parameters, not its data or traits. Public
  /// API takes the screen itself (or the app's screen type) and compares it by this.
  @_spi(Internals) public struct ID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The screen's name.
    public var name: String
    /// The screen's parameters.
    public var parameters: [String: String]

    /// Creates an identity.
    public init(_ name: String, parameters: [String: String] = [:]) {
      self.name = name
      self.parameters = parameters
    }

    public var description: String { Screen(name, parameters: parameters).description }
  }

  /// The screen's identity: two screens with the same identity are the same screen, perhaps
  /// holding different data.
  @_spi(Internals) public var id: ID { ID(name, parameters: parameters) }
}
