import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// The exports claim every link the router takes (a claim may be wider, never narrower, or a
/// link that works in the app would never reach it): for each reference manifest and each
/// manifest of the link shapes, every route's, redirect's and rewrite's example links — as written, with
/// a trailing slash, with a query item more, with a fragment, each value of a set, wholly
/// percent-encoded — are claimed by the AASA of their host and by the Android filters whenever
/// the router takes them.
@MainActor
@Suite struct ExportClaimTests {
  /// The manifests: the shipped ones, and those of the link shapes' tests.
  nonisolated static let cases =
    ShippedManifest.allCases.map(\.rawValue) + [
      "link shapes", "query shapes", "hosts", "any web link", "app routes", "encoded paths", "deals",
    ]

  static func text(of name: String) throws -> String {
    if let shipped = ShippedManifest(rawValue: name) {
      return try String(contentsOfFile: shipped.path, encoding: .utf8)
    }
    switch name {
    case "link shapes": return ManifestLinkShapeTests.art()
    case "query shapes": return ManifestQueryShapeTests.browser()
    case "hosts": return ManifestHostTests.browser
    case "any web link": return ManifestAnyWebLinkTests.browser
    case "app routes": return ManifestAppRouteTests.browser()
    case "deals": return try String(contentsOfFile: ShippedManifest.folder + "/deals.yaml", encoding: .utf8)
    default:
      return ManifestEncodedPathTests.browser.replacingOccurrences(
        of: "schemes: [browser]", with: "schemes: [browser]\n  hosts: [browser.example.com]")
    }
  }

  /// `text` encoded as a path segment: unreserved characters stay.
  static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(
      withAllowedCharacters: CharacterSet(charactersIn: "-._~").union(.alphanumerics))
      ?? text
  }

  /// The example links of `pattern`, on `host`: as written, with a trailing slash, a query item
  /// more, a fragment, each value of its sets, and wholly encoded when the policy reads that.
  static func links(of pattern: RoutePattern, origin: String, policy: LinkPolicy) -> [String] {
    var paths = [pattern.examplePath]
    // Each value of each set, the others at their example.
    for (index, segment) in pattern.segments.enumerated() {
      guard case .parameter(_, let type) = segment, let members = type.members else { continue }
      for member in members {
        var segments = pattern.examplePath.split(separator: "?", maxSplits: 1)[0]
          .split(separator: "#", maxSplits: 1)[0].split(separator: "/").map(String.init)
        segments[index] = encoded(member)
        let tail = String(pattern.examplePath.drop { $0 != "?" && $0 != "#" })
        paths.append("/" + segments.joined(separator: "/") + tail)
      }
    }
    var links: [String] = []
    for path in paths {
      let cut = path.firstIndex { $0 == "?" || $0 == "#" } ?? path.endIndex
      let (bare, tail) = (String(path[..<cut]), String(path[cut...]))
      links.append(path)
      if bare != "/" { links.append(bare + "/" + tail) }
      let (beforeFragment, fragment) =
        tail.firstIndex(of: "#").map { (String(tail[..<$0]), String(tail[$0...])) }
        ?? (tail, "")
      links.append(
        bare + beforeFragment + (beforeFragment.isEmpty ? "?" : "&") + "utm_source=mail" + fragment)
      if fragment.isEmpty { links.append(path + "#top") }
      if policy.readsEncodedPaths {
        let whole = (bare + beforeFragment).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        links.append("/" + whole)
      }
    }
    return links.map { origin + $0 }
  }

  /// Links the examples cannot make: a nested link's value, a redirect's stripped prefix.
  static let extraPaths = [
    "query shapes": ["/deep-link?url=%2Fsettings%2Fgeneral"],
    "hosts": ["/www.example.com/a/7", "/www.example.com/a/7?utm=1"],
  ]

  @Test(arguments: cases)
  func everyLinkTheRouterTakesIsClaimed(_ name: String) throws {
    let app = try Manifest.parse(try Self.text(of: name), file: name)
    let patterns = app.targets.map(\.pattern) + app.redirects.map(\.from)
    let android = try ExportFormatTests.parseAndroid(app.export(as: .android))
    var taken = 0
    // Universal links on the pattern's host (or the policy's first), else custom-scheme links.
    func origin(_ pattern: RoutePattern) -> String {
      let host = pattern.hosts.first ?? app.policy.hosts.first
      if let host, app.policy.webSchemes.contains("https") { return "https://" + HostName.example(host) }
      return "\(app.policy.schemes.first ?? "app"):/"
    }
    func check(_ text: String, _ pattern: RoutePattern?) throws {
      let link = try #require(ExportClaim.Link(text))
      if link.scheme == "https" {
        let aasa = try ExportFormatTests.components(
          app.export(
            as: .aasa, options: ExportOptions(appIDs: ["ABCDE12345.com.example.app"], host: link.host)))
        #expect(
          ExportClaim.aasaClaims(aasa, link),
          "the AASA of \(link.host) does not claim \(text) (\(pattern?.description ?? ""))")
      }
      #expect(
        ExportClaim.androidClaims(android, link),
        "no intent filter claims \(text) (\(pattern?.description ?? ""))")
    }
    for pattern in patterns {
      let links = Self.links(of: pattern, origin: origin(pattern), policy: app.policy)
      for text in links where app.reading(text).error == nil {
        taken += 1
        try check(text, pattern)
      }
      // A route's example as written opens it: the property is not vacuous.
      if app.targets.contains(where: { $0.pattern == pattern }) {
        #expect(
          app.reading(links[0]).error == nil || !pattern.usesBuiltInTypesOnlyForTests,
          "\(links[0]): \(String(describing: app.reading(links[0]).error))")
      }
    }
    // A rewrite's links reach the app, which rewrites them before matching: each its rules take,
    // cold or warm, is claimed, though the route table alone may take none of them.
    for (pattern, _) in app.rewritePatterns {
      let links = Self.links(of: pattern, origin: origin(pattern), policy: app.policy)
      let rewritten = links.filter { link in
        app.rewritten(link, cold: true) != link || app.rewritten(link, cold: false) != link
      }
      for text in rewritten {
        taken += 1
        try check(text, pattern)
      }
    }
    for path in Self.extraPaths[name] ?? [] {
      let text = origin(patterns[0]) + path
      #expect(app.reading(text).error == nil, "\(text): \(String(describing: app.reading(text).error))")
      try check(text, nil)
    }
    #expect(taken >= patterns.count + app.rewritePatterns.count)
  }

  /// The deals app's campaign links are rewritten before matching, and no route takes them:
  /// both files claim them, with what the rewrite does.
  @Test func aRewritesLinksAreClaimedThoughNoRouteTakesThem() throws {
    let app = try Manifest.parse(try Self.text(of: "deals"), file: "deals.yaml")
    #expect(app.reading("https://deals.example.com/deal/4").error != nil)
    let aasa = app.export(
      as: .aasa, options: ExportOptions(appIDs: ["ABCDE12345.com.example.app"], host: "deals.example.com"))
    #expect(aasa.contains(#""comment": "/deal/:id(int) is rewritten to /home cold, /p/:id warm""#))
    let (components, android) = (
      try ExportFormatTests.components(aasa), try ExportFormatTests.parseAndroid(app.export(as: .android))
    )
    for text in ["https://deals.example.com/deal/4", "https://deals.example.com/offer/2"] {
      let link = try #require(ExportClaim.Link(text))
      #expect(ExportClaim.aasaClaims(components, link), "\(text)")
      #expect(ExportClaim.androidClaims(android, link), "\(text)")
    }
  }

  /// A value pattern's segment is claimed as any value (neither format says a pattern): the
  /// claim is wider than the router there, and still takes every value the router takes.
  @Test func aValuePatternIsClaimedAsAnyValue() throws {
    let app = try Manifest.parse(ManifestLinkShapeTests.art(), file: "art.yaml")
    let aasa = try ExportFormatTests.components(app.export(as: .aasa))
    let android = try ExportFormatTests.parseAndroid(app.export(as: .android))
    for (text, router) in [
      ("https://art.example.com/artist/banksy/overview", true),
      ("https://art.example.com/artist/Banksy!/overview", false),
    ] {
      #expect((app.reading(text).error == nil) == router)
      let link = try #require(ExportClaim.Link(text))
      #expect(ExportClaim.aasaClaims(aasa, link))
      #expect(ExportClaim.androidClaims(android, link))
    }
  }

  /// A refused query item is excluded from the AASA only where no other route could take the
  /// link: with another route on the same path, the exclusion would keep that route's links out.
  @Test func aRefusalIsExcludedOnlyWhereNoOtherRouteTakesThePath() throws {
    let alone = try Manifest.parse(ManifestLinkShapeTests.art(), file: "art.yaml")
    let refused = try #require(ExportClaim.Link("https://art.example.com/checkout?preview=1"))
    #expect(!ExportClaim.aasaClaims(try ExportFormatTests.components(alone.export(as: .aasa)), refused))
    let shared = try Manifest.parse(
      ManifestLinkShapeTests.art(routes: "  /checkout?step=:step: checkout"), file: "art.yaml")
    #expect(shared.reading("https://art.example.com/checkout?step=2&preview=1").error == nil)
    let aasa = try ExportFormatTests.components(shared.export(as: .aasa))
    #expect(!aasa.contains { $0["exclude"] as? Bool == true && ($0["/"] as? String) == "/checkout" })
    let both = try #require(ExportClaim.Link("https://art.example.com/checkout?step=2&preview=1"))
    #expect(ExportClaim.aasaClaims(aasa, both))
  }

  @Test func theReadersReadAsTheirConsumersDo() {
    // Android's simple glob: `.*` stops at the first occurrence of the next character, and a
    // starred character left over once the text is taken fails.
    #expect(ExportClaim.simpleGlob("/cards/..*/detail", "/cards/42/detail"))
    #expect(!ExportClaim.simpleGlob("/cards/..*/detail", "/cards/4/2/detail"))
    #expect(ExportClaim.simpleGlob("/a/..*", "/a/b/c"))
    #expect(!ExportClaim.simpleGlob("/a/*", "/a"))
    #expect(ExportClaim.simpleGlob("/a\\.b", "/a.b"))
    #expect(!ExportClaim.simpleGlob("/a\\.b", "/axb"))
    #expect(ExportClaim.unescaped(#"/a\\.b"#) == #"/a\.b"#)
  }
}

extension RoutePattern {
  /// Whether an example value of each parameter reads as a link's: built-in types and sets.
  var usesBuiltInTypesOnlyForTests: Bool {
    let types =
      segments.compactMap { if case .parameter(_, let type) = $0 { type } else { nil } } + query.map(\.type)
    return types.allSatisfy { ["int", "uuid", "string", "bool"].contains($0.name) || $0.members != nil }
  }
}
