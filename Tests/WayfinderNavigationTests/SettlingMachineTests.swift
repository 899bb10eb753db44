import Testing
@_spi(Internals) import WayfinderNavigation

/// The step driver's settling machine as a table: from a step begun, each list of events gives
/// the actions it returns and whether the step still settles.
@Suite struct SettlingMachineTests {
  typealias Event = SettlingMachine.Event
  typealias Action = SettlingMachine.Action

  static let sheet = Modal(.sheet, .stack("support", [Screen("support")]))
  static let present = Step.present(sheet, from: "app", animated: true)
  static let push = Step.push(Screen("card", parameters: ["id": "7"]), onto: "dashboard", animated: true)
  static let pushStill = Step.push(Screen("card", parameters: ["id": "7"]), onto: "dashboard")
  static let dismiss = Step.dismiss("support", animated: true)
  static let select = Step.selectTab("profile", in: "home")
  static let card = Screen("card", parameters: ["id": "7"]).id

  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let work: SettlingMachine.Work
    let events: [Event]
    let actions: [Action]
    let settling: Bool
    var testDescription: String { name }
  }

  static func uiKit(_ step: Step) -> SettlingMachine.Work { .init(step, revision: 5) }
  static func swiftUI(_ step: Step) -> SettlingMachine.Work {
    .init(step, revision: 3, mayRunUIKitTransition: true)
  }

  static func appearing(_ step: Step) -> SettlingMachine.Work {
    .init(step, revision: 3, mayRunUIKitTransition: true, destinationAppears: true)
  }

  static let rows: [Row] = [
    Row(
      name: "a push whose screen reports its appearance waits for it, then for UIKit's push",
      work: appearing(push),
      events: [
        .transitionEnded(revision: 3, presented: nil), .screenAppeared(card), .transitionsRead(.running),
        .transitionsEnded(revision: 3),
      ],
      actions: [.askTransitions(revision: 3), .settle], settling: false),
    Row(
      name: "before its screen appears, a push asks nothing of UIKit", work: appearing(push),
      events: [.transitionEnded(revision: 3, presented: nil)], actions: [], settling: true),
    Row(
      name: "a screen that appeared before the completion is not waited for again",
      work: appearing(pushStill),
      events: [.screenAppeared(card), .viewsUpdated(revision: 3, presented: nil), .transitionsRead(.idle)],
      actions: [.askTransitions(revision: 3), .settle], settling: false),
    Row(
      name: "the person's change ends the wait for a screen to appear", work: appearing(push),
      events: [.transitionEnded(revision: 3, presented: nil), .personChanged, .transitionsRead(.idle)],
      actions: [.askTransitions(revision: 3), .settle], settling: false),
    Row(
      name: "UIKit: the completion settles the step", work: uiKit(push),
      events: [.transitionEnded(revision: 5, presented: nil)], actions: [.settle], settling: false),
    Row(
      name: "UIKit: the late completion of a step before, which timed out, is not this step's",
      work: uiKit(push),
      events: [.transitionEnded(revision: 4, presented: nil)], actions: [], settling: true),
    Row(
      name: "a completion of an older update is not this step's", work: swiftUI(push),
      events: [.transitionEnded(revision: 2, presented: nil)], actions: [], settling: true),
    Row(
      name: "an animated step waits for its transition, not the next update", work: swiftUI(push),
      events: [.viewsUpdated(revision: 3, presented: nil)], actions: [], settling: true),
    Row(
      name: "a step without animation settles at the next update, when nothing of UIKit's runs",
      work: swiftUI(pushStill),
      events: [.viewsUpdated(revision: 3, presented: nil), .transitionsRead(.idle)],
      actions: [.askTransitions(revision: 3), .settle], settling: false),
    Row(
      name: "SwiftUI's completion, then UIKit's transitions under the views", work: swiftUI(push),
      events: [
        .transitionEnded(revision: 3, presented: nil), .transitionsRead(.running),
        .transitionsEnded(revision: 3),
      ],
      actions: [.askTransitions(revision: 3), .settle], settling: false),
    Row(
      name: "transitions that ended for another update settle nothing", work: swiftUI(push),
      events: [
        .transitionEnded(revision: 3, presented: nil), .transitionsRead(.running),
        .transitionsEnded(revision: 2),
      ],
      actions: [.askTransitions(revision: 3)], settling: true),
    Row(
      name: "a tab switch starts no transition of UIKit's", work: swiftUI(select),
      events: [.transitionEnded(revision: 3, presented: nil)], actions: [.settle], settling: false),
    Row(
      name: "a presentation waits for its modal to appear", work: swiftUI(present),
      events: [
        .transitionEnded(revision: 3, presented: []), .modalAppeared("support"), .transitionsRead(.idle),
      ],
      actions: [.askTransitions(revision: 3), .settle], settling: false),
    Row(
      name: "a dismissal waits for its modal to disappear", work: swiftUI(dismiss),
      events: [
        .transitionEnded(revision: 3, presented: ["support"]), .modalDisappeared("support"),
        .transitionsRead(.idle),
      ],
      actions: [.askTransitions(revision: 3), .settle], settling: false),
    Row(
      name: "a nil before the modal appeared is SwiftUI refusing the presentation", work: swiftUI(present),
      events: [.presentationDropped("support")],
      actions: [
        .refuse(
          .platformRefusal(
            .notPerformed, present, "SwiftUI did not present support: it wrote nil back for it"))
      ],
      settling: false),
    Row(
      name: "a nil after the modal appeared is the person's", work: swiftUI(present),
      events: [.modalAppeared("support"), .presentationDropped("support")], actions: [], settling: true),
    Row(
      name: "unseen UIKit: the pushed screen's appearance settles it", work: swiftUI(push),
      events: [
        .transitionEnded(revision: 3, presented: nil), .transitionsRead(.unseen), .screenAppeared(card),
      ],
      actions: [.askTransitions(revision: 3), .startFallback(revision: 3), .cancelFallback, .settle],
      settling: false),
    Row(
      name: "unseen UIKit: a screen that appeared already settles it at once", work: swiftUI(push),
      events: [
        .screenAppeared(card), .transitionEnded(revision: 3, presented: nil), .transitionsRead(.unseen),
      ],
      actions: [.askTransitions(revision: 3), .settle], settling: false),
    Row(
      name: "unseen UIKit: the fallback settles it", work: swiftUI(push),
      events: [
        .transitionEnded(revision: 3, presented: nil), .transitionsRead(.unseen),
        .fallbackElapsed(revision: 3),
      ],
      actions: [.askTransitions(revision: 3), .startFallback(revision: 3), .settle], settling: false),
    Row(
      name: "the views going away settle the step", work: swiftUI(push),
      events: [.transitionEnded(revision: 3, presented: nil), .transitionsRead(.unseen), .detached],
      actions: [.askTransitions(revision: 3), .startFallback(revision: 3), .cancelFallback, .settle],
      settling: false),
  ]

  @Test(arguments: rows)
  func stepTable(_ row: Row) {
    var machine = SettlingMachine()
    var actions = machine.handle(.began(row.work))
    for event in row.events { actions += machine.handle(event) }
    #expect(actions == row.actions)
    #expect(machine.isSettling == row.settling)
  }

  @Test func abandoningAStepWaitingForItsDestinationStopsTheFallback() {
    var machine = SettlingMachine()
    _ = machine.handle(.began(Self.swiftUI(Self.push)))
    _ = machine.handle(.transitionEnded(revision: 3, presented: nil))
    _ = machine.handle(.transitionsRead(.unseen))
    #expect(machine.abandon() == [.cancelFallback])
    #expect(!machine.isSettling)
    #expect(machine.handle(.fallbackElapsed(revision: 3)) == [])
  }
}
