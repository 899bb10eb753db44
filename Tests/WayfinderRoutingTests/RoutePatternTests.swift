import Testing
@_spi(Internals) import WayfinderRouting

/// The pattern syntax, and every way a pattern can be wrong, with the whole message.
@Suite struct RoutePatternTests {
  @Test func parsesEveryKindOfPart() throws {
    let pattern = try RoutePattern("/shops/:shop/items/:id(int)/*rest?q=:query&page=:page(int)?")
    #expect(
      pattern.segments == [
        .literal("shops"), .parameter(name: "shop", type: .string), .literal("items"),
        .parameter(name: "id", type: .int), .wildcard(name: "rest"),
      ])
    #expect(pattern.query.map(\.key) == ["q", "page"])
    #expect(pattern.query.map(\.isRequired) == [true, false])
    #expect(pattern.parameterNames == ["shop", "id", "rest", "query", "page"])
    #expect(pattern.description == "/shops/:shop/items/:id(int)/*rest?q=:query&page=:page(int)?")
  }

  @Test func rootAndTrailingSlash() throws {
    #expect(try RoutePattern("/").segments == [])
    #expect(try RoutePattern("/a/").segments == [.literal("a")])
    #expect(try RoutePattern("/:id(string)") == RoutePattern("/:id"))
  }

  @Test(arguments: [
    (
      "cards",
      """
      invalid pattern: a pattern starts with "/"
        cards
        ^
      """
    ),
    (
      "/cards//42",
      """
      invalid pattern: empty segment: "//" is not allowed in a pattern
        /cards//42
              ^~
      """
    ),
    (
      "/cards/:cardID(integer)",
      """
      invalid pattern: unknown parameter type "integer" (known: bool, int, string, uuid)
        /cards/:cardID(integer)
                       ^~~~~~~
      """
    ),
    (
      "/cards/:cardID(int",
      """
      invalid pattern: a parameter type is written in parentheses: ":name(int)"
        /cards/:cardID(int
                      ^~~~
      """
    ),
    (
      "/cards/:",
      """
      invalid pattern: a parameter needs a name
        /cards/:
               ^
      """
    ),
    (
      "/cards/:1st",
      """
      invalid pattern: a parameter name is letters, digits and "_", not starting with a digit
        /cards/:1st
                ^
      """
    ),
    (
      "/a/:id/b/:id",
      """
      invalid pattern: parameter name "id" is used twice
        /a/:id/b/:id
                 ^~~
      """
    ),
    (
      "/files/*rest/more",
      """
      invalid pattern: a wildcard must be the last segment
        /files/*rest/more
                     ^~~~
      """
    ),
    (
      "/caf%C3%A9",
      """
      invalid pattern: a literal segment cannot hold "%"; write the text itself, not an escape
        /caf%C3%A9
            ^
      """
    ),
    (
      "/a/../b",
      """
      invalid pattern: ".." cannot be a segment: links holding it are rejected
        /a/../b
           ^~
      """
    ),
    (
      "/search?q",
      """
      invalid pattern: a query parameter is written "key=:name"
        /search?q
                ^
      """
    ),
    (
      "/search?q=red%20shoes",
      """
      invalid pattern: a query literal cannot hold "%"; write the decoded text itself, or a parameter ":name" to take any value
        /search?q=red%20shoes
                     ^
      """
    ),
    (
      "/search?q=:a&q=:b",
      """
      invalid pattern: query key "q" appears twice
        /search?q=:a&q=:b
                     ^~~~
      """
    ),
    (
      "/search?",
      """
      invalid pattern: "?" must be followed by a query parameter
        /search?
               ^
      """
    ),
  ])
  func mistakesPointAtThemselves(pattern: String, message: String) {
    let error = #expect(throws: RouteTableError.self) { try RoutePattern(pattern) }
    #expect(error?.code == .invalidPattern)
    #expect(error?.description == message)
  }

  @Test func limitsOfAPattern() {
    let long = "/" + String(repeating: "a", count: 256)
    let literal = #expect(throws: RouteTableError.self) { try RoutePattern(long) }
    #expect(literal?.reason == "a literal segment is at most 255 bytes long; this one is 256")
    #expect(throws: Never.self) { try RoutePattern("/" + String(repeating: "a", count: 255)) }

    let thirteen = "/" + (1...13).map { ":p\($0)" }.joined(separator: "/")
    let many = #expect(throws: RouteTableError.self) { try RoutePattern(thirteen) }
    #expect(many?.reason == "a pattern can capture at most 12 parameters; this one has 13")
    #expect(throws: Never.self) { try RoutePattern("/" + (1...12).map { ":p\($0)" }.joined(separator: "/")) }
  }
}
