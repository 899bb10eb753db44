import Testing
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps

/// The steps that change a container at once: a stack given its screens
/// (`setViewControllers(_:animated:)`, one path assignment), a chain of modals dismissed in one
/// call. What they allow and refuse is what the one-at-a-time steps they stand for would.
@Suite struct ContainerAtOnceStepTests {
  typealias Bank = BankNavigation.Screens

  static let bank = BankNavigation.signedInStart
  static let onCard = BankNavigation.state(
    BankNavigation.home(dashboard: [Bank.dashboard, Bank.card(7), Bank.cardDetail(7)]))
  static let chat = Modal(.sheet, .stack("chat", [Screen("chat")]))
  static let twoModals = BankNavigation.state(BankNavigation.home(), modals: [BankNavigation.supportSheet])
    .presenting(chat)

  @Test func descriptions() {
    #expect(
      Step.setScreens([Bank.dashboard, Bank.card(42), Bank.cardDetail(42)], in: "dashboard", keeping: 1)
        .description == "setScreens dashboard to dashboard, card(42), cardDetail(42) keeping 1")
    #expect(
      Step.dismissChain(["support", "chat"], animated: true).description
        == "dismissChain support, chat, animated")
  }

  @Test func aStackTakesItsScreensAtOnce() throws {
    let deeper = try Self.bank.applying(
      .setScreens([Bank.dashboard, Bank.card(42), Bank.cardDetail(42)], in: "dashboard", keeping: 1))
    #expect(
      deeper
        == (try Self.bank.showing([Bank.dashboard, Bank.card(42), Bank.cardDetail(42)], in: "dashboard")))
    // Popped and pushed in one: card(7) and its detail go, card(8) comes.
    let other = try Self.onCard.applying(
      .setScreens([Bank.dashboard, Bank.card(8)], in: "dashboard", keeping: 1))
    #expect(other == (try Self.onCard.showing([Bank.dashboard, Bank.card(8)], in: "dashboard")))
    // The root too, when nothing is kept.
    let root = try Self.onCard.applying(.setScreens([Bank.card(8)], in: "dashboard", keeping: 0))
    #expect(root == (try Self.onCard.showing([Bank.card(8)], in: "dashboard")))
  }

  static let setRefusals: [(String, NavigationState, Step, NavigationError.Code)] = [
    ("no screens", bank, .setScreens([], in: "dashboard", keeping: 0), .nothingToPop),
    ("an unknown stack", bank, .setScreens([Bank.dashboard], in: "cards", keeping: 1), .containerNotFound),
    (
      "under a modal", BankNavigation.state(BankNavigation.home(), modals: [BankNavigation.supportSheet]),
      .setScreens([Bank.dashboard, Bank.card(1)], in: "dashboard", keeping: 1), .underModal
    ),
    (
      "keeping a screen the stack does not hold", onCard,
      .setScreens([Bank.dashboard, Bank.card(8), Bank.cardDetail(8)], in: "dashboard", keeping: 2),
      .screenNotFound
    ),
    (
      "keeping more than it holds", bank, .setScreens([Bank.dashboard], in: "dashboard", keeping: 2),
      .screenNotFound
    ),
    (
      "a unique screen twice", bank,
      .setScreens(
        [Bank.dashboard, Screen("x", traits: .unique), Screen("x", parameters: ["a": "1"], traits: .unique)],
        in: "dashboard", keeping: 1),
      .duplicate
    ),
    (
      "hiding the tab bar in a tab not selected", bank,
      .setScreens([Bank.settings, Screen("gallery", traits: .hidesTabBar)], in: "settings", keeping: 1),
      .tabBarHidden
    ),
  ]

  @Test(arguments: setRefusals)
  func settingScreensRefuses(
    _ name: String, _ state: NavigationState, _ step: Step, _ code: NavigationError.Code
  ) {
    #expect(throws: NavigationError.self, "\(name)") { try state.applying(step) }
    do {
      _ = try state.applying(step)
    } catch {
      #expect(error.code == code, "\(name): \(error)")
      #expect(error.step == step)
    }
  }

  @Test func aChainOfModalsGoesAtOnce() throws {
    #expect(try Self.twoModals.applying(.dismissChain(["support", "chat"])).modals.isEmpty)
    #expect(try Self.twoModals.applying(.dismissChain(["chat"])).modals.map(\.name) == ["support"])
  }

  @Test func aChainThatIsNotTheTopMostModalsIsRefused() throws {
    for (chain, code) in [
      (["support"], NavigationError.Code.notOnTop), (["chat", "support"], .notOnTop),
      (["help"], .containerNotFound), ([], .containerNotFound), (["support", "chat", "more"], .notOnTop),
    ] {
      do {
        _ = try Self.twoModals.applying(.dismissChain(chain))
        Issue.record("\(chain) was not refused")
      } catch {
        #expect(error.code == code, "\(chain): \(error)")
      }
    }
  }
}
