import Foundation
import Testing
@_spi(Internals) import WayfinderNavigation

@Suite struct StepCodableTests {
  static let card = Screen("card", parameters: ["cardID": "7"])
  static let all: [Step] = [
    .dismiss("support"),
    .present(Modal(.sheet, .stack("support", [Screen("support")])), from: "app", animated: true),
    .switchFlow("app", to: .tabs("home", [.stack("dashboard", [Screen("dashboard")])])),
    .selectTab("dashboard", in: "home"),
    .push(card, onto: "dashboard", animated: true),
    .pop(to: Screen("dashboard"), at: 0, in: "dashboard"),
    .replace(card, with: Screen("card", parameters: ["cardID": "8"]), in: "dashboard"),
    .reload(Screen("editProfile", data: ["draft": "hello"]), in: "profile"),
    .setScreens([Screen("dashboard"), card], in: "dashboard", keeping: 1, animated: true),
    .dismissChain(["support", "chat"]),
  ]

  @Test(arguments: all)
  func roundTrips(_ step: Step) throws {
    let data = try JSONEncoder().encode(step)
    #expect(try JSONDecoder().decode(Step.self, from: data) == step)
  }

  @Test func encodesAsOneFlatObjectNamedByItsAction() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(Self.all[4]), as: UTF8.self)
    #expect(
      json
        == #"{"action":"push","animated":true,"screen":{"name":"card","parameters":{"cardID":"7"}},"stack":"dashboard"}"#
    )
    let pop = String(decoding: try encoder.encode(Self.all[5]), as: UTF8.self)
    #expect(
      pop == #"{"action":"pop","animated":false,"index":0,"screen":{"name":"dashboard"},"stack":"dashboard"}"#
    )
  }

  @Test func theStepsThatChangeAContainerAtOnceEncodeTheirWholeChange() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(
      String(decoding: try encoder.encode(Self.all[8]), as: UTF8.self)
        == #"{"action":"setScreens","animated":true,"keeping":1,"screens":[{"name":"dashboard"},"#
        + #"{"name":"card","parameters":{"cardID":"7"}}],"stack":"dashboard"}"#)
    #expect(
      String(decoding: try encoder.encode(Self.all[9]), as: UTF8.self)
        == #"{"action":"dismissChain","animated":false,"modals":["support","chat"]}"#)
  }

  @Test func animatedMayBeLeftOut() throws {
    let step = try JSONDecoder().decode(
      Step.self, from: Data(#"{"action":"selectTab","tab":"profile","tabBar":"home"}"#.utf8))
    #expect(step == .selectTab("profile", in: "home"))
  }

  @Test func anUnknownActionIsAReadableError() throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(Step.self, from: Data(#"{"action":"teleport"}"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(
      context.debugDescription
        == "unknown step action \"teleport\" (known: dismiss, present, switchFlow, selectTab, push, pop, replace, reload, update, setScreens, dismissChain)"
    )
  }
}
