import Foundation
import Testing
@_spi(Internals) import WayfinderTooling

extension ManifestErrorTests {
  /// More broken manifests, each with the whole error it gets.
  static let moreCases: [Case] = [
    Case(
      name: "a modal as a tab", replacing: "tabs: [dashboard, settings]", with: "tabs: [dashboard, support]",
      error: """
        bank.yaml:9:28: error: "support" is a modal, so it cannot be a tab of "home"; expected a flow switcher, tab bar or stack
          home: {tabs: [dashboard, support], guard: signedIn}
                                   ^
        """),
    Case(
      name: "a container in two places", replacing: "app: {flows: [login, home]}",
      with: "app: {flows: [login, home, dashboard]}",
      error: """
        bank.yaml:9:17: error: "dashboard" is a flow of "app" already, so it cannot be a tab of "home"; expected each container in one place
          home: {tabs: [dashboard, settings], guard: signedIn}
                        ^
        """),
    Case(
      name: "a screen pushed in a tab bar", replacing: "card: {in: dashboard", with: "card: {in: home",
      error: """
        bank.yaml:14:14: error: "home" is a tab bar, so no screen is pushed in it; expected a stack or a modal
          card: {in: home, parameters: [cardID]}
                     ^
        """),
    Case(
      name: "an unknown trait", replacing: "parameters: [cardID]}\n  cardDetail",
      with: "parameters: [cardID], traits: [hidesTabbar]}\n  cardDetail",
      error: """
        bank.yaml:14:56: error: unknown trait "hidesTabbar" (did you mean "hidesTabBar"?); expected hidesTabBar, unique, uniqueInApp, keepsOpen, asksBeforeClosing or holdsLinks
          card: {in: dashboard, parameters: [cardID], traits: [hidesTabbar]}
                                                               ^
        """),
    Case(
      name: "a bad pattern", replacing: "/cards/:cardID(int): card(cardID)",
      with: "/cards/:cardID(integer): card(cardID)",
      error: """
        bank.yaml:18:18: error: invalid pattern: unknown parameter type "integer" (known: bool, int, string, uuid)
          /cards/:cardID(integer): card(cardID)
                         ^
        """),
    Case(
      name: "a bad pattern in quotes", replacing: "/cards/:cardID(int): card(cardID)",
      with: "\"/cards/:cardID(integer)\": card(cardID)",
      error: """
        bank.yaml:18:19: error: invalid pattern: unknown parameter type "integer" (known: bool, int, string, uuid)
          "/cards/:cardID(integer)": card(cardID)
                          ^
        """),
    Case(
      name: "ambiguous patterns", replacing: "/dashboard: dashboard",
      with: "/dashboard: dashboard\n  /cards/:id(int): card(cardID = id)",
      error: """
        bank.yaml:19:3: error: ambiguous patterns: "/cards/:cardID(int)" and "/cards/:id(int)": both match the same links
          /cards/:cardID(int): card(cardID)
          ^
        """),
    Case(
      name: "a bad scheme", replacing: "schemes: [bank]", with: "schemes: [bank, \"my bank\"]",
      error: """
        bank.yaml:2:25: error: invalid policy: scheme "my bank" is not a URL scheme (a letter, then letters, digits, "+", "-" or ".")
        links: {schemes: [bank, "my bank"], hosts: [bank.example.com]}
                                ^
        """),
    Case(
      name: "a parameter the pattern lacks", replacing: "card(cardID)", with: "card(cardId)",
      error: """
        bank.yaml:18:29: error: the pattern "/cards/:cardID(int)" has no parameter "cardId" (did you mean "cardID"?); expected one of its parameters: cardID
          /cards/:cardID(int): card(cardId)
                                    ^
        """),
    Case(
      name: "a parameter the screen lacks", replacing: "/cards/:cardID(int): card(cardID)",
      with: "/cards/:id(int): card(id)",
      error: """
        bank.yaml:18:25: error: screen "card" has no parameter "id"; expected card(cardID = id)
          /cards/:id(int): card(id)
                                ^
        """),
    Case(
      name: "a parameter not given", replacing: "/cards/:cardID(int): card(cardID)",
      with: "/cards/:cardID(int): card",
      error: """
        bank.yaml:18:24: error: screen "card" needs "cardID", which the route does not give; expected card(cardID)
          /cards/:cardID(int): card
                               ^
        """),
    Case(
      name: "a screen reference not closed", replacing: "/cards/:cardID(int): card(cardID)",
      with: "/cards/:cardID(int): {screen: card(cardID, in: dashboard}",
      error: """
        bank.yaml:18:44: error: "card(cardID" is not closed; expected ")" (inside { } or [ ], a comma ends an unquoted value: put the screen in quotes)
          /cards/:cardID(int): {screen: card(cardID, in: dashboard}
                                                   ^
        """),
    Case(
      name: "an interruption that is no modal", replacing: "/dashboard: dashboard",
      with: "/dashboard: {interrupt: dashboard}",
      error: """
        bank.yaml:17:27: error: screen "dashboard" is not in a modal, so it cannot interrupt; expected the root screen of a sheet or fullScreen container
          /dashboard: {interrupt: dashboard}
                                  ^
        """),
    Case(
      name: "a back stack the graph refuses", replacing: "after: card}", with: "after: settings}",
      error: """
        bank.yaml:15:60: error: invalid navigation graph (bad-back-stack): screen "cardDetail" comes after "settings", which is not in "dashboard"
          cardDetail: {in: dashboard, parameters: [cardID], after: settings}
                                                                   ^
        """),
    Case(
      name: "a container nothing leads to", replacing: "  support: {sheet: support}",
      with: "  support: {sheet: support}\n  archive: {stack: archive}\n  old: {tabs: [archive]}",
      error: """
        bank.yaml:13:3: error: invalid navigation graph (unreachable): container "archive" is declared but nothing leads to it
          archive: {stack: archive}
          ^
        """),
    Case(
      name: "a container inside itself", replacing: "  support: {sheet: support}",
      with: "  support: {sheet: support}\n  loopA: {tabs: [loopB]}\n  loopB: {tabs: [loopA]}",
      error: """
        bank.yaml:13:18: error: "loopA" is inside itself: loopA › loopB › loopA; expected containers that nest without going round
          loopA: {tabs: [loopB]}
                         ^
        """),
    Case(
      name: "a screen declared twice", replacing: "card: {in: dashboard",
      with: "dashboard: {in: settings}\n  card: {in: dashboard",
      error: """
        bank.yaml:14:3: error: invalid navigation graph (duplicate-screen): screen "dashboard" is declared twice; declare it once, in every stack a link may pick
          dashboard: {in: settings}
          ^
        """),
    Case(
      name: "a start state off screen", replacing: "signedIn: {app: home}",
      with: "signedIn: {dashboard: [dashboard, card(7)]}",
      error: """
        bank.yaml:21:14: error: "dashboard" is not on screen at this point of the start state; expected a container on screen: show the flow or modal that holds it first
          signedIn: {dashboard: [dashboard, card(7)]}
                     ^
        """),
    Case(
      name: "a start state with an unknown flow", replacing: "signedIn: {app: home}",
      with: "signedIn: {app: hom}",
      error: """
        bank.yaml:21:19: error: "hom" is not a flow of "app" (did you mean "home"?); expected one of login or home
          signedIn: {app: hom}
                          ^
        """),
    Case(
      name: "a start stack without its root", replacing: "signedIn: {app: home}",
      with: "signedIn: {app: home, dashboard: [card(7)]}",
      error: """
        bank.yaml:21:37: error: the stack "dashboard" starts with "card"; expected its root, dashboard
          signedIn: {app: home, dashboard: [card(7)]}
                                            ^
        """),
  ]
}
