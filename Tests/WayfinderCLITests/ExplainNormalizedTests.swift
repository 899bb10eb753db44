import Foundation
import Testing

/// `explain`'s `normalized` line is the link as the router reads it: the fragment a route may
/// read and choose by, the query items a route passes on, a wholly encoded path decoded.
@Suite struct ExplainNormalizedTests {
  typealias Command = WayfinderCommandTests

  static let art = """
    app: art
    links: {schemes: [art], encodedPaths: true}
    graph:
      main: {stack: home}
    screens:
      article: {in: main, parameters: [title, part?]}
      product: {in: main, parameters: [id, rest?]}
      faq: {in: main}
    routes:
      /article/:title#:part?: article(title, part)
      /products/:id(int)?*rest: product(id, rest)
      /help#faq: faq

    """

  @Test func theFragmentAndTheItemsPassedOnAreShown() async throws {
    let manifest = try Command.file("art.yaml", Self.art)
    let run = try await Command.run(
      "explain", "--manifest", manifest, "art://products/7?utm_source=mail#reviews", "art://help#faq")
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.hasPrefix(
        """
        link        art://products/7?utm_source=mail#reviews
        normalized  /products/7?utm_source=mail#reviews
        pattern     /products/:id(int)?*rest
        parameter   id = 7
        parameter   rest = utm_source=mail

        """), "\(run.output)")
    #expect(run.output.contains("link        art://help#faq\nnormalized  /help#faq\npattern     /help#faq\n"))
  }

  @Test func aWhollyEncodedPathIsShownDecoded() async throws {
    let manifest = try Command.file("art.yaml", Self.art)
    let run = try await Command.run("explain", "--manifest", manifest, "art://%2Farticle%2Fcubism%23history")
    #expect(run.status == 0, "\(run.errors) \(run.output)")
    #expect(run.output.contains("normalized  /article/cubism#history\n"), "\(run.output)")
    #expect(run.output.contains("parameter   part = history\n"), "\(run.output)")
  }

  @Test func theJSONSaysTheSame() async throws {
    let manifest = try Command.file("art.yaml", Self.art)
    let run = try await Command.run("explain", "--manifest", manifest, "--format", "json", "art://help#faq")
    let object = try Command.json(run)
    let explanation = try #require((object["explanations"] as? [[String: Any]])?.first)
    #expect(explanation["normalized"] as? String == "/help#faq")
  }
}
