import Testing
@_spi(Internals) import WayfinderRouting

/// A redirect target's `:name` written after other text, in a segment (`/files/v-:id`) or a
/// query value (`?q=tag-:term`): the value goes in its place, and a name the pattern does not
/// capture is refused there as anywhere.
@Suite struct RedirectInlineValueTests {
  @Test func aValueAfterTextInASegmentIsFilledIn() throws {
    let table = try RedirectTests.table([("/v/:id", "/files/v-:id/raw")])
    let match = try table.match("shop://v/a%20b")
    #expect(match.route == .file(["v-a b", "raw"]))
    #expect(match.redirects == ["/files/v-a%20b/raw"])
  }

  @Test func aValueAfterTextInAQueryValueIsFilledIn() throws {
    let table = try RedirectTests.table([("/tags/:term", "/search?q=tag-:term")])
    let match = try table.match("shop://tags/red%26blue")
    #expect(match.route == .search("tag-red&blue"))
    #expect(match.redirects == ["/search?q=tag-red%26blue"])
  }

  @Test func textAroundSeveralValuesIsKept() throws {
    let table = try RedirectTests.table([("/a/:x/:y", "/files/:x-to-:y.txt")])
    #expect(try table.match("shop://a/1/2").route == .file(["1-to-2.txt"]))
  }

  @Test(arguments: [
    ("/files/v-:key", "names \":key\", which /old/:id does not capture"),
    ("/search?q=tag-:key", "names \":key\", which /old/:id does not capture"),
  ])
  func anUnknownNameAfterTextIsRefused(_ target: String, _ reason: String) {
    do {
      _ = try RedirectTests.table([("/old/:id", target)])
      Issue.record("the table built")
    } catch {
      #expect(error.code == .invalidRedirect)
      #expect(error.reason == "the redirect to \"\(target)\" \(reason)")
    }
  }

  @Test func aColonNotFollowedByANameStaysText() throws {
    let table = try RedirectTests.table([("/at/:id", "/files/10:30-:id")])
    #expect(try table.match("shop://at/x").route == .file(["10:30-x"]))
  }
}
