import Testing
@_spi(Internals) import WayfinderTooling

/// `unreachable-screen` knows every way a link reaches a screen: a decision's `among`, a route
/// whose value is of a `url:` type, and the screen any web link opens (issue 35, bug 4).
@Suite struct LintReachTests {
  static let browser = """
    app: browser
    links:
      schemes: [browser]
      hosts: [example.com]
      anyWebLink: web(url)
    types:
      webURL: {url: [http, https]}
    graph:
      main: {stack: home}
    screens:
      web: {in: main, parameters: [url]}
      reader: {in: main, parameters: [url]}
      offline: {in: main, parameters: [url]}
      page: {in: main, parameters: [id]}
      settings: {in: main}
      docs: {in: main}
      downloads: {in: main}
    routes:
      /s/:code: {decide: shortLink(code), among: [page, settings]}
      /read?url=:url(webURL): reader(url)
      /offline/:url(webURL): offline(url)
      /d/:code: {decide: pickDoc(code), among: [docs], hosts: [example.com]}

    """

  @Test func aScreenReachedOnlyThroughADecisionAURLValueOrAnyWebLinkIsReachable() throws {
    let app = try Manifest.parse(Self.browser, file: "browser.yaml")
    let unreachable = app.lint().findings.filter { $0.code == .unreachableScreen }
    // The one screen nothing reaches is still reported.
    #expect(unreachable.map(\.screen) == ["downloads"])
  }
}
