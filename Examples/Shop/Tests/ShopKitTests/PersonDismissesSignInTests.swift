import Foundation
import ShopKit
import Testing
import Wayfinder

/// A navigator that drives views, stood in for by a headless one: the person can change what
/// is on screen behind its back, and it reports that as a live navigator does.
@MainActor
final class PersonDrivenNavigator: LiveNavigator {
  let base: HeadlessNavigator
  var onOutsideChange: (@MainActor (OutsideChange) -> Void)?

  init(state: NavigationState) { base = HeadlessNavigator(state: state) }

  var state: NavigationState { base.state }
  func perform(_ step: Step) async throws(NavigationError) { try await base.perform(step) }
  func refresh() async {}

  /// The person does `step` with UIKit's own controls (pulls a sheet down, swipes back).
  func personDoes(_ step: Step) async throws {
    let before = base.state
    try await base.perform(step)
    onOutsideChange?(OutsideChange(before: before, after: base.state))
  }
}

@MainActor
@Suite struct PersonDismissesSignInTests {
  @Test func pullingTheSignInSheetDownEndsTheLinkAndALaterSignInShowsNothing() async throws {
    let navigator = PersonDrivenNavigator(state: Shop.start)
    let links = try ShopLinks(navigator: navigator, session: ShopSession(), clock: ManualClock())
    links.sceneIsReady()
    let opening = links.open(try #require(URL(string: "shop://orders/3")), from: .url)
    while links.center.pendingGuards.isEmpty { await Task.yield() }
    try await navigator.personDoes(.dismiss("signIn"))
    #expect(await opening.value.name == "guard-failed")
    // Signing in later, from the account tab, does not bring order 3 out of nowhere.
    links.signInSucceeded()
    for _ in 0..<20 { await Task.yield() }
    #expect(navigator.state == Shop.start)
  }
}
