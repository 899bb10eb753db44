import Foundation
import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps

extension NavigationStateTests {
  // MARK: - Targets

  @Test func showingSelectsTheTabsOnTheWayAndRemovesModals() throws {
    let start = BankNavigation.state(
      BankNavigation.home(settings: [Bank.settings, Bank.notifications], selected: "settings"),
      modals: [BankNavigation.supportSheet])
    let target = try start.showing([Bank.profile, Bank.settings], in: "profile")
    #expect(
      target.description == """
        flows app
          tabs home
            stack dashboard: dashboard
            stack profile (selected): profile, settings
            stack settings: settings, notifications
        """)
  }

  @Test func showingKeepsTheModalsUpToTheStacksOwn() throws {
    let start = Self.signedInWithSupport.presenting(Modal(.sheet, .stack("faq", [Screen("faq")])))
    let target = try start.showing([Bank.support, Screen("contact")], in: "support")
    #expect(
      target.description == """
        flows app
          tabs home
            stack dashboard (selected): dashboard
            stack profile: profile
            stack settings: settings
        sheet support
          stack support: support, contact
        """)
    #expect(try start.showing([Screen("faq")], in: "faq") == start)
  }

  @Test func showingSelectsATabInsideAModal() throws {
    let start = Self.signedInWithSupport.presenting(Self.chat)
    let target = try start.showing([Screen("inbox"), Screen("thread")], in: "inbox")
    #expect(
      target.description == """
        flows app
          tabs home
            stack dashboard (selected): dashboard
            stack profile: profile
            stack settings: settings
        sheet support
          stack support: support
        fullScreen chat
          tabs chat
            stack inbox (selected): inbox, thread
            stack archive: archive
        """)
  }

  @Test func showingPopsTheTabBeingLeftToItsHighestScreenShowingTheTabBar() throws {
    let start = MessengerNavigation.state(
      MessengerNavigation.application(
        feed: [Messenger.feed, Messenger.post("5"), Messenger.photo("5"), Messenger.comment]))
    let target = try start.showing([Messenger.channelList, Messenger.channel("1234")], in: "channels")
    #expect(
      target.description == """
        tabs application
          stack feed: feed, post(5)
          stack channels (selected): channelList, channel(1234)
          stack profile: profile
        """)
    try target.checkInvariants()
  }

  @Test func showingInTheSelectedTabReplacesItsStackWithoutPopping() throws {
    let start = MessengerNavigation.state(
      MessengerNavigation.application(feed: [Messenger.feed, Messenger.post("5"), Messenger.photo("5")]))
    let target = try start.showing([Messenger.feed, Messenger.post("6"), Messenger.photo("6")], in: "feed")
    #expect(
      target.description == """
        tabs application
          stack feed (selected): feed, post(6), photo(6)
          stack channels: channelList
          stack profile: profile
        """)
  }

  @Test func showingPopsANestedTabBarBeingLeft() throws {
    let start = NavigationState(
      root: .flows(
        "app",
        showing: .tabs(
          "outer",
          [
            .stack("a", [Screen("a")]),
            .tabs(
              "inner", [.stack("b", [Screen("b")]), .stack("c", [Screen("c"), Self.photo, Screen("d")])],
              selected: "c"),
          ],
          selected: "inner")))
    try start.checkInvariants()
    let target = try start.showing([Screen("a"), Screen("a2")], in: "a")
    #expect(
      target.description == """
        flows app
          tabs outer
            stack a (selected): a, a2
            tabs inner
              stack b: b
              stack c (selected): c
        """)
    try target.checkInvariants()
    let back = try target.showing([Screen("b"), Self.photo], in: "b")
    #expect(
      back.description == """
        flows app
          tabs outer
            stack a: a, a2
            tabs inner (selected)
              stack b (selected): b, photo
              stack c: c
        """)
  }

  @Test func showingAnUnknownStackThrows() {
    do {
      let target = try Self.signedInWithSupport.showing([Bank.card(7)], in: "cards")
      Issue.record("built \(target)")
    } catch {
      #expect(error.code == .containerNotFound)
      #expect(error.reason == #"there is no stack named "cards""#)
      #expect(error.step == nil)
      #expect(!error.description.hasPrefix("step refused"))
    }
  }

  @Test func showingInATabBarThrows() {
    do {
      let target = try Self.signedInWithSupport.showing([Bank.dashboard], in: "home")
      Issue.record("built \(target)")
    } catch {
      #expect(error.code == .containerNotFound)
      #expect(error.reason == #""home" is a tab bar, not a stack"#)
    }
  }

  @Test func presentingAppendsTheModal() {
    let faq = Modal(.sheet, .stack("faq", [Screen("faq")]))
    #expect(BankNavigation.signedInStart.presenting(BankNavigation.supportSheet) == Self.signedInWithSupport)
    #expect(
      BankNavigation.signedInStart.presenting(BankNavigation.supportSheet).presenting(faq)
        == BankNavigation.state(BankNavigation.home(), modals: [BankNavigation.supportSheet, faq]))
  }
}
