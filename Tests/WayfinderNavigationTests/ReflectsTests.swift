import Testing
@_spi(Internals) import WayfinderNavigation

/// Whether what the views show after a step is what the step was to leave.
@Suite struct ReflectsTests {
  static let home = NavigationState(
    root: .tabs("main", [.stack("home", [Screen("home")]), .stack("account", [Screen("account")])]))

  @Test func aStepThatLandedIsReflected() throws {
    for step in [
      Step.push(Screen("product"), onto: "home"), .selectTab("account", in: "main"),
      .present(Modal(.sheet, .stack("support", [Screen("support")])), from: "main"),
    ] {
      let after = try Self.home.applying(step)
      #expect(after.reflects(step, as: after), "\(step)")
    }
  }

  @Test func aStepThePlatformIgnoredOrThePersonUndidIsNot() throws {
    let push = Step.push(Screen("product"), onto: "home")
    // UIKit ignored the push: the views still show the home stack as it was.
    #expect(!Self.home.reflects(push, as: try Self.home.applying(push)))
    let present = Step.present(Modal(.sheet, .stack("support", [Screen("support")])), from: "main")
    // SwiftUI dropped the sheet.
    #expect(!Self.home.reflects(present, as: try Self.home.applying(present)))
    let select = Step.selectTab("account", in: "main")
    #expect(!Self.home.reflects(select, as: try Self.home.applying(select)))
    // The person pulled the sheet a push went into down: its stack is gone.
    let withSheet = try Self.home.applying(present)
    let pushInSheet = Step.push(Screen("faq"), onto: "support")
    #expect(!Self.home.reflects(pushInSheet, as: try withSheet.applying(pushInSheet)))
  }
}
