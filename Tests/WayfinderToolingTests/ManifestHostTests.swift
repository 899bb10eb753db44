import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// Routes per host and host wildcards in a manifest, the exports split by host, and a
/// prefix-stripping redirect over a wildcard.
@MainActor
@Suite struct ManifestHostTests {
  static let browser = """
    app: browser
    links:
      schemes: [browser]
      hosts: [www.example.com, m.example.com, "*.shops.example.com"]
    graph:
      main: {stack: home}
    screens:
      article: {in: main, parameters: [id]}
      amp: {in: main, parameters: [id]}
      item: {in: main, parameters: [id]}
    routes:
      /a/:id: article(id)
      /a/:id/amp: {screen: amp(id), hosts: [m.example.com]}
      /item/:id: {screen: item(id), hosts: ["*.shops.example.com"]}
    redirects:
      /www.example.com/*rest: /*rest

    """

  @Test func aRouteOnAHostTakesThatHostsLinksOnly() async throws {
    let app = try Manifest.parse(Self.browser, file: "browser.yaml")
    #expect(app.reading("https://m.example.com/a/7/amp").route == "amp(7)")
    #expect(app.reading("https://www.example.com/a/7/amp").error?.code == .hostNotAccepted)
    #expect(app.reading("https://toys.shops.example.com/item/3").route == "item(3)")
    #expect(app.reading("browser://item/3").error?.code == .hostNotAccepted)
    #expect(
      app.reading("https://toys.shops.example.com/item/3").pattern == "/item/:id (on *.shops.example.com)")
    let session = ToolSession(app: app)
    let record = await session.open("browser://www.example.com/a/7?utm_source=mail")
    #expect(record.outcome?.description == "handled: article(7) on screen")
    #expect(await session.explain("browser://www.example.com/a/7?utm=1").redirects == ["/a/7?utm=1"])
  }

  @Test func eachHostsAASAClaimsItsRoutesAndAndroidHasAFilterPerHostList() throws {
    let app = try Manifest.parse(Self.browser, file: "browser.yaml")
    let options = { (host: String?) in ExportOptions(appIDs: ["ABCDE12345.com.example.browser"], host: host) }
    let www = app.export(as: .aasa, options: options("www.example.com"))
    #expect(www.contains(#""/": "/a/?*""#))
    #expect(!www.contains("/amp"))
    #expect(!www.contains("/item/"))
    let mobile = app.export(as: .aasa, options: options("m.example.com"))
    #expect(mobile.contains(#""/": "/a/?*/amp""#))
    #expect(!mobile.contains("/item/"))
    #expect(app.export(as: .aasa, options: options("toys.shops.example.com")).contains(#""/": "/item/?*""#))
    let android = app.export(as: .android)
    #expect(android.contains(#"<data android:host="m.example.com" />"#))
    #expect(android.contains(#"<data android:host="*.shops.example.com" />"#))
    #expect(android.components(separatedBy: "android:autoVerify").count == 4)
  }

  @Test func generatedSwiftScopesTheRoutes() throws {
    let swift = try Manifest.generateSwift(Self.browser, file: "browser.yaml")
    #expect(swift.contains(#"routes.on(hosts: ["m.example.com"]) { routes in"#))
  }

  @Test(arguments: [
    (
      "/a/:id/amp: {screen: amp(id), hosts: [m.example.org]}",
      "browser.yaml:13:41: error: the route \"/a/:id/amp\" is on host \"m.example.org\", which \"links\" does not accept (did you mean \"m.example.com\"?); expected a host of links.hosts: www.example.com, m.example.com or *.shops.example.com (a wildcard takes its subdomains)"
    ),
    (
      "/a/:id/amp: {screen: amp(id), hosts: [\"m example\"]}",
      "browser.yaml:13:41: error: \"m example\" is not a host name; expected letters, digits, \"-\" and \".\", or a wildcard such as \"*.example.com\""
    ),
    (
      "/a/:id/amp: {screen: amp(id), hosts: []}",
      "browser.yaml:13:40: error: the route's \"hosts\" is empty; expected a list of the policy's hosts, such as [m.example.com] or [\"*.example.com\"]"
    ),
    (
      "/a/:id/amp: {screen: amp(id), hosts: [www.example.com, m.example.com]}\n  /a/:id/amp?x=:x?: {screen: amp(id), hosts: [m.example.com]}",
      "browser.yaml:14:3: error: ambiguous patterns: \"/a/:id/amp?x=:x?\" and \"/a/:id/amp\": both match the same links"
    ),
  ])
  func aMisusedHostIsPointedAt(route: String, message: String) {
    let text = Self.browser.replacingOccurrences(
      of: "/a/:id/amp: {screen: amp(id), hosts: [m.example.com]}", with: route)
    do {
      _ = try Manifest.parse(text, file: "browser.yaml")
      Issue.record("loaded")
    } catch {
      #expect(
        error.description.hasPrefix(message) || error.description.contains(message), "\(error.description)")
    }
  }
}
