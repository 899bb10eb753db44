import Testing
import WayfinderCoordination
@_spi(Internals) import WayfinderNavigation
import WayfinderReferenceApps
@_spi(Internals) import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// Screens as people write them, scripts read from YAML, and the runner.
@MainActor
@Suite struct ScriptTests {
  // MARK: - Screens as written

  @Test(arguments: [
    ("dashboard", "dashboard"),
    ("card(7)", "card(7)"),
    ("editProfile(draft: hello)", "editProfile(draft: hello)"),
    ("post( postID : \"a b\" )", "post(postID: \"a b\")"),
    ("note(\"say \\\"hi\\\"\\n\")", "note(\"say \\\"hi\\\"\\n\")"),
    ("x(\"\\u{1F600}\")", "x(😀)"),
  ])
  func screensAreReadAsTheToolsPrintThem(_ text: String, _ printed: String) throws {
    #expect(try ScreenText(text).description == printed)
  }

  @Test(arguments: [
    ("", "expected a screen name, found the end"),
    ("card(7", "expected \",\" or \")\", found the end"),
    ("card(7))", "expected the end of the screen after \")\", found \")\""),
    ("card x", "expected \"(\" or the end of the screen, found \" \""),
    ("card(\"7)", "expected a closing quote, found the end"),
    ("card(\"\\q\")", "expected one of \\n \\r \\t \\\" \\\\ \\u{…}, found \"q\""),
    ("card(a: )", "expected a value, found \")\""),
  ])
  func badScreensSayWhatWasExpected(_ text: String, _ reason: String) {
    #expect(throws: ScreenTextError.self) { try ScreenText(text) }
    do {
      _ = try ScreenText(text)
    } catch {
      #expect(error.reason == reason)
    }
  }

  @Test func screensTakeTheirParametersAndTraitsFromTheGraph() throws {
    let messenger = try MessengerNavigation.graph()
    #expect(try ScreenText("photo(5)").screen(in: messenger) == MessengerNavigation.Screens.photo("5"))
    #expect(
      try ScreenText("editProfile(draft: hello)").screen(in: messenger)
        == MessengerNavigation.Screens.editProfile(draft: "hello"))
    for (text, reason) in [
      ("nowhere", "the graph has no screen \"nowhere\""), ("photo", "photo: \"photo\" needs postID"),
      ("photo(1, 2)", "photo(1, 2): name the value: \"photo\" takes parameters postID"),
    ] {
      #expect(throws: ScreenTextError.self) { try ScreenText(text).screen(in: messenger) }
      do {
        _ = try ScreenText(text).screen(in: messenger)
      } catch {
        #expect(error.reason == reason)
      }
    }
  }

  @Test func aWrittenScreenMatchesWhatItNames() throws {
    let card = BankNavigation.Screens.card(7)
    #expect(try ScreenText("card(7)").matches(card))
    #expect(try ScreenText("card(cardID: 7)").matches(card))
    #expect(try ScreenText("card").matches(card))
    #expect(try !ScreenText("card(8)").matches(card))
    #expect(try !ScreenText("cardDetail(7)").matches(card))
  }

  // MARK: - Scripts

  @Test func aScriptReadsEveryKindOfStep() throws {
    let script = try Script.parse(
      """
      manifest: app.yaml
      signedIn: false
      ready: no
      steps:
        - open: bank://cards/7
        - push: notifications
        - present: support
        - back
        - selectTab: settings
        - expect: {top: "card(7)", outcome: handled, stack: [dashboard, "card(7)"], path: [app], reason: x, notified: y}
        - signIn
        - cancelSignIn
        - finish: {rating: 5}
        - finish
        - cancelFlow
        - advance: 1500ms
        - ready
      """)
    #expect(script.app == .manifest("app.yaml"))
    #expect(!script.signedIn && !script.ready)
    #expect(
      script.steps.map(\.step.description) == [
        "open bank://cards/7", "push notifications", "present support", "back", "selectTab settings",
        "expect", "signIn", "cancelSignIn", "finish {rating: 5}", "finish", "cancelFlow", "advance 1500ms",
        "ready",
      ])
    #expect(script.steps.map(\.line) == Array(5...17))
  }

  @Test(arguments: [
    (
      "steps: [{opne: x}]", "script.yaml:1:10: error: unknown step \"opne\" (did you mean \"open\"?)",
      "    steps: [{opne: x}]\n             ^"
    ),
    ("app: bank", "script.yaml:1:1: error: the script has no `steps`; expected steps: a list of steps", nil),
    (
      "app: shop\nsteps: []",
      "script.yaml:1:6: error: there is no embedded app \"shop\"; expected bank, messenger, recipes",
      nil
    ),
    (
      "step: []", "script.yaml:1:1: error: the script has no `steps`; expected steps: a list of steps", nil
    ),
    (
      "steps: []\nredy: true", "script.yaml:2:1: error: unknown key `redy` (did you mean \"ready\"?)", nil
    ),
    ("steps: [advance: soon]", "script.yaml:1:18: error: \"soon\" is not a duration", nil),
    ("steps: [expect: {}]", "script.yaml:1:17: error: `expect` checks nothing", nil),
    ("steps: [expect: {outcome: done}]", "script.yaml:1:27: error: unknown outcome \"done\"", nil),
    (
      "steps: [push: \"card(7\"]",
      "script.yaml:1:22: error: bad screen \"card(7\": expected \",\" or \")\", found the end", nil
    ),
    (
      "steps: [push: search(true crime)]",
      #"script.yaml:1:27: error: bad screen "search(true crime)": expected "," or ")", found "c": a value "#
        + #"with spaces, commas, colons or parentheses is written in quotes, as in search("true crime")"#, nil
    ),
    ("steps:\n  - open: [a, b]", "script.yaml:2:11: error: not a single value; expected a link", nil),
    // libyaml puts the end of a text with no last line break on the line after; found by fuzzing.
    (
      "steps: [open: x", "script.yaml:1:16: error: not valid YAML: did not find expected ',' or ']'",
      "    steps: [open: x\n                   ^"
    ),
    // A key written twice had no place; found by fuzzing.
    (
      "steps: []\nready: true\nsteps: [back]",
      "script.yaml:1:1: error: `steps` is written twice in one mapping",
      "    steps: []\n    ^"
    ),
    // Control characters had no place; found by fuzzing.
    (
      "steps:\r  - open: \u{01}x",
      "script.yaml:2:11: error: not readable text: control characters are not allowed",
      "      - open: \u{01}x\n              ^"
    ),
    ("signedIn: maybe\nsteps: []", "script.yaml:1:11: error: \"maybe\" is not true or false", nil),
    ("", "script.yaml:1:1: error: the file is empty", nil),
  ])
  func aBrokenScriptIsPointedAt(_ text: String, _ start: String, _ excerpt: String?) {
    do {
      _ = try Script.parse(text)
      Issue.record("\(text) was read")
    } catch {
      #expect(error.description.hasPrefix(start), "\(error)")
      if let excerpt { #expect(error.excerpt == excerpt) }
    }
  }

  // MARK: - Running

  @Test func aFailedExpectationSaysWhatWasOnScreenAndTheRunGoesOn() async throws {
    let script = try Script.parse(
      """
      steps:
        - open: bank://cards/7
        - expect: {top: "card(8)", stack: [dashboard], outcome: unmatched}
        - push: nowhere
        - back
        - back
      """)
    let (result, session) = await ScriptRunner(app: try EmbeddedApp.bank.app()).run(script)
    #expect(result.failures.map(\.line) == [3, 4, 6])
    let onScreen = BankNavigation.state(
      BankNavigation.home(dashboard: [BankNavigation.Screens.dashboard, BankNavigation.Screens.card(7)]))
    #expect(
      result.failures.first?.failure == """
        top: expected card(8), on screen card(7)
        stack: expected dashboard, on screen dashboard, card(7)
        outcome: expected unmatched, the last link (bank://cards/7) ended handled: card(7) on screen
        on screen:

        """ + onScreen.description)
    #expect(result.failures[1].failure == "the graph has no screen \"nowhere\"")
    #expect(result.failures[2].failure == "there is nothing to go back from: dashboard is a root")
    #expect(session.state == BankNavigation.signedInStart)
  }

  @Test func stepsThatNeedSomethingWaitingFailWhenNothingIs() async throws {
    let script = try Script.parse("steps: [cancelSignIn, finish, cancelFlow, {selectTab: nowhere}]")
    let (result, _) = await ScriptRunner(app: try EmbeddedApp.bank.app()).run(script)
    #expect(
      result.failures.map(\.failure) == [
        "no link is waiting for sign-in", "no interrupting flow is on screen",
        "no interrupting flow is on screen",
        "no tab bar on screen has a tab \"nowhere\"",
      ])
  }
}
