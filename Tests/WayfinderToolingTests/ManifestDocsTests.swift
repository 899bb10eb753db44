import Foundation
import Testing
import WayfinderReferenceApps
@_spi(Internals) import WayfinderRouting
@_spi(Internals) import WayfinderTooling

/// What `docs/Manifest.md` shows is what the code does: its complete example is the shipped
/// bank manifest, its start states load, and its errors are the ones the shipped manifest
/// gets when broken so.
@Suite struct ManifestDocsTests {
  static let docs = Result {
    try String(contentsOfFile: ShippedManifest.folder + "/../docs/Manifest.md", encoding: .utf8)
  }
  static let bank = Result { try String(contentsOfFile: ShippedManifest.bank.path, encoding: .utf8) }

  /// The fenced blocks of the docs whose opening fence is ```` ``` ```` + `info` (`""`: a bare
  /// fence). Fences are paired as Markdown pairs them: a fence opens a block, the next bare
  /// fence closes it, whatever the info of the opening one.
  static func blocks(_ info: String) throws -> [String] {
    // Read fence by fence: a bare fence after a ```yaml block closes it, it opens no block.
    var blocks: [String] = []
    var current: (info: Substring, lines: [Substring])?
    for line in try docs.get().split(separator: "\n", omittingEmptySubsequences: false) {
      if var block = current {
        if line == "```" {
          if block.info == info { blocks.append(block.lines.joined(separator: "\n")) }
          current = nil
        } else {
          block.lines.append(line)
          current = block
        }
      } else if line.hasPrefix("```") {
        current = (line.dropFirst(3), [])
      }
    }
    return blocks
  }

  /// The table of example manifests names every manifest of the repository (the fuzzers'
  /// corpus aside) and every example script, with what it shows.
  @Test func theExampleTableNamesEveryManifestAndScript() throws {
    let docs = try Self.docs.get()
    let start = try #require(docs.range(of: "## The example manifests"))
    let end = try #require(docs.range(of: "## A complete example"))
    let table = docs[start.upperBound..<end.lowerBound]
    let scripts = try FileManager.default.contentsOfDirectory(
      atPath: "\(RuleSetTests.root)/Examples/scripts"
    ).filter { $0.hasSuffix(".yaml") }
    #expect(scripts.count >= 6)
    let manifests = RuleSetTests.manifests.map(\.path).filter { !$0.hasPrefix("Fuzz/") }
    for manifest in manifests {
      #expect(table.contains("`\(manifest)`"), "the example table does not name \(manifest)")
    }
    for script in scripts {
      #expect(
        table.contains("`Examples/scripts/\(script)`") || table.contains("`\(script)`"),
        "the example table does not name Examples/scripts/\(script)")
    }
  }

  @Test func theCompleteExampleIsTheShippedBankManifest() throws {
    let example = try #require(try Self.blocks("yaml").first { $0.hasPrefix("app: bank") })
    let documented = try Manifest.parse(example, file: "docs.yaml")
    let shipped = try ShippedManifest.bank.app()
    #expect(documented.policy == shipped.policy)
    #expect(documented.patterns.map(\.text) == shipped.patterns.map(\.text))
    #expect(documented.targets == shipped.targets)
    #expect(documented.guards == shipped.guards)
    #expect(documented.signedInStart == shipped.signedInStart)
    #expect(documented.signedOutStart == shipped.signedOutStart)
    let states = [shipped.signedInStart, shipped.signedOutStart]
    #expect(
      ManifestGraphSummary(documented.graph, from: states)
        == ManifestGraphSummary(shipped.graph, from: states))
  }

  @Test func theStartExampleLoadsOnTheBankManifest() throws {
    let example = try #require(try Self.blocks("yaml").first { $0.hasPrefix("start:") })
    var text = try Self.bank.get()
    let start = try #require(text.range(of: "\nstart:"))
    text.replaceSubrange(start.lowerBound..., with: "\n" + example + "\n")
    let app = try Manifest.parse(text, file: "bank.yaml")
    #expect(
      app.signedInStart
        == BankNavigation.state(
          BankNavigation.home(
            settings: [BankNavigation.Screens.settings, BankNavigation.Screens.notifications],
            selected: "settings"),
          modals: [BankNavigation.supportSheet]))
    #expect(app.signedOutStart == BankNavigation.signedOutStart)
  }

  @Test(arguments: [
    ("/dashboard: dashboard", "/dashboard: dashbord"),
    ("/cards/:cardID(int): card(cardID)", "/cards/:cardID(integer): card(cardID)"),
    ("/cards/:cardID(int): card(cardID)", "/cards/:cardID(int): card(cardId)"),
    ("after: card}", "after: settings}"),
    ("  settings: {stack: settings}", "  settings: {stack: settings, title: \"\"}"),
  ])
  func eachDocumentedErrorIsTheOneTheBrokenBankManifestGets(replacing: String, with: String) throws {
    let text = try Self.bank.get()
    let first = try #require(text.range(of: replacing))
    let broken = text.replacingCharacters(in: first, with: with)
    do {
      _ = try Manifest.parse(broken, file: "bank.yaml")
      Issue.record("the broken manifest loaded")
    } catch {
      #expect(try Self.blocks("").contains(error.description), "\(error)")
    }
  }
}
