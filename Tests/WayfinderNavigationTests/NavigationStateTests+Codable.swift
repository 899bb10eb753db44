import Foundation
import Testing
import WayfinderNavigation
import WayfinderReferenceApps

extension NavigationStateTests {
  // MARK: - Codable

  static let encoded: [(NavigationState, String)] = [
    (
      MessengerNavigation.state(
        MessengerNavigation.application(
          feed: [Messenger.feed, Messenger.photo("5")],
          channels: [Messenger.channelList, Messenger.channel("1")],
          profile: [Messenger.profile, Messenger.editProfile(draft: "hi")]),
        modals: [MessengerNavigation.shareSheet]),
      [
        #"{"modals":[{"content":{"kind":"stack","name":"share","screens":[{"name":"share"}]},"style":"sheet"}],"#,
        #""root":{"kind":"tabs","name":"application","selected":"feed","tabs":["#,
        #"{"kind":"stack","name":"feed","screens":[{"name":"feed"},"#,
        #"{"name":"photo","parameters":{"postID":"5"},"traits":["hidesTabBar"]}]},"#,
        #"{"kind":"stack","name":"channels","screens":[{"name":"channelList"},"#,
        #"{"name":"channel","parameters":{"channelID":"1"},"traits":["unique"]}]},"#,
        #"{"kind":"stack","name":"profile","screens":[{"name":"profile"},"#,
        #"{"data":{"draft":"hi"},"name":"editProfile"}]}]}}"#,
      ].joined()
    ),
    (
      BankNavigation.signedOutStart,
      #"{"modals":[],"root":{"flow":{"kind":"stack","name":"login","screens":[{"name":"login"}]},"kind":"flows","name":"app"}}"#
    ),
  ]

  @Test(arguments: encoded)
  func encodesAsJSON(_ state: NavigationState, _ json: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(state), as: UTF8.self) == json)
    #expect(try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8)) == state)
  }

  static let referenceStates: [NavigationState] = [
    BankNavigation.signedInStart,
    BankNavigation.signedOutStart,
    signedInWithSupport,
    BankNavigation.state(
      BankNavigation.login([Bank.login, Bank.registration]), modals: [BankNavigation.supportSheet]),
    BankNavigation.state(
      BankNavigation.home(
        dashboard: [Bank.dashboard, Bank.card(7), Bank.cardDetail(7)],
        settings: [Bank.settings, Bank.notifications], selected: "settings")),
    MessengerNavigation.state(),
    messengerWithShare,
    MessengerNavigation.state(
      MessengerNavigation.application(
        feed: [Messenger.feed, Messenger.post("5"), Messenger.photo("5")],
        channels: [Messenger.channelList, Messenger.channel("1234")],
        profile: [Messenger.profile, Messenger.editProfile(draft: "said \"hi\", then left")]),
      modals: [MessengerNavigation.authorization]),
    MessengerNavigation.state(
      MessengerNavigation.application(selected: "profile"),
      modals: [MessengerNavigation.rateOrder([Messenger.rating(12), Messenger.comment, Messenger.thanks])]),
    RecipesApp.state(),
    recipesWithRatings,
    RecipesApp.state(
      RecipesApp.home(meat: [Recipes.recipeList("meat"), Recipes.recipe(9)], selected: "meat")),
    signedInWithSupport.presenting(chat),
  ]

  @Test(arguments: referenceStates)
  func roundTripsThroughJSON(_ state: NavigationState) throws {
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(NavigationState.self, from: data) == state)
  }

  @Test func decodesHandWrittenJSONWithDefaults() throws {
    let json = """
      {"root": {"kind": "tabs", "name": "home", "tabs": [
        {"kind": "stack", "name": "dashboard", "screens": [{"name": "dashboard"}]},
        {"kind": "stack", "name": "profile", "screens": [{"name": "profile", "traits": []}]}
      ]}, "modals": []}
      """
    #expect(
      try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8))
        == NavigationState(
          root: .tabs(
            "home", [.stack("dashboard", [Screen("dashboard")]), .stack("profile", [Screen("profile")])])))
  }

  static let undecodable: [(String, String, [String])] = [
    (
      #"{"modals":[],"root":{"kind":"sheet","name":"support"}}"#,
      #"unknown container kind "sheet" (known: stack, tabs, flows)"#, ["root", "kind"]
    ),
    (
      #"{"modals":[],"root":{"kind":"stack","name":"feed","screens":[{"name":"feed","traits":["sticky"]}]}}"#,
      #"unknown screen trait "sticky" (known: hidesTabBar, unique, uniqueInApp, foreign, keepsOpen, asksBeforeClosing, holdsLinks)"#,
      ["root", "screens", "Index 0", "traits"]
    ),
    (
      #"{"modals":[],"root":{"kind":"tabs","name":"home","selected":"cards","tabs":[{"kind":"stack","name":"#
        + #""dashboard","screens":[{"name":"dashboard"}]}]}}"#,
      #"tab bar "home" has no tab "cards""#, ["root", "selected"]
    ),
    (
      #"{"modals":[{"style":"sheet","content":{"kind":"tabs","name":"m","selected":"x","tabs":[]}}],"#
        + #""root":{"kind":"stack","name":"a","screens":[{"name":"a"}]}}"#,
      #"tab bar "m" has no tab "x""#, ["modals", "Index 0", "content", "selected"]
    ),
  ]

  @Test(arguments: undecodable)
  func decodingErrors(_ json: String, _ debugDescription: String, _ path: [String]) {
    do {
      let state = try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8))
      Issue.record("decoded \(state)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == debugDescription)
      #expect(context.codingPath.map(\.stringValue) == path)
    } catch {
      Issue.record("expected dataCorrupted, got \(error)")
    }
  }
}
