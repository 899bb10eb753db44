import Foundation
import PropertyBased
import Testing
@_spi(Internals) import WayfinderRouting

/// `LinkPolicy.decodesTwice` (issue 35, item 3): a link encoded once too often is decoded once
/// more, never more; what is still encoded after that, or decodes into a control character or
/// a dot segment, is rejected; hostile input neither crashes nor hangs.
@Suite struct DecodeTwiceTests {
  enum Route: Hashable, Sendable {
    case file(String)
    case search(String)
    case redirected(String)
  }

  static func table(decodesTwice: Bool = true, readsEncodedPaths: Bool = false) throws -> RouteTable<Route> {
    var policy = LinkPolicy(schemes: ["press"], hosts: ["press.example.com"])
    policy.decodesTwice = decodesTwice
    policy.readsEncodedPaths = readsEncodedPaths
    var routes = RouteTable<Route>.Builder(policy: policy)
    routes.add(
      "/files/:path", parse: { .file(try $0.string("path")) },
      print: { if case .file(let path) = $0 { ["path": path] } else { nil } })
    routes.add(
      "/search?q=:q", parse: { .search(try $0.string("q")) },
      print: { if case .search(let q) = $0 { ["q": q] } else { nil } })
    routes.add(
      "/to/:path", parse: { .redirected(try $0.string("path")) },
      print: { if case .redirected(let path) = $0 { ["path": path] } else { nil } })
    routes.redirect("/old/:path", to: "/to/:path")
    return try routes.build()
  }

  @Test func aLinkEncodedTwiceReadsAsEncodedOnce() throws {
    let table = try Self.table()
    #expect(try table.match("press://files/a%252Fb").route == .file("a/b"))
    #expect(try table.match("https://press.example.com/files/caf%25C3%25A9").route == .file("caf\u{E9}"))
    #expect(try table.match("press://search?q=red%2520shoes").route == .search("red shoes"))
    // Encoded once, as before.
    #expect(try table.match("press://files/a%2Fb").route == .file("a/b"))
    #expect(try table.normalize("press://files/a%252Fb").path == "/files/a%2Fb")
    #expect(try table.decodedAgain("press://files/a%252Fb") == "press://files/a%2Fb")
    #expect(try table.decodedAgain("press://files/a%2Fb") == nil)
  }

  @Test func anEncodedQuestionMarkStartsTheQuery() throws {
    let table = try Self.table()
    #expect(try table.match("https://press.example.com/search%3Fq%3Dshoes").route == .search("shoes"))
    #expect(try table.match("press://search%3Fq%3Dred%2520shoes").route == .search("red shoes"))
    #expect(try table.match("press://search%3fq%3dshoes").route == .search("shoes"))
    // A link with a query of its own keeps its `%3F` as a value's.
    #expect(try table.match("press://search?q=what%3F").route == .search("what?"))
  }

  @Test func offNothingChanges() throws {
    let table = try Self.table(decodesTwice: false)
    #expect(try table.match("press://files/a%252Fb").route == .file("a%2Fb"))
    #expect(try table.match("press://files/a%25252Fb").route == .file("a%252Fb"))
    #expect(try table.match("press://files/search%3Fq").route == .file("search?q"))
    #expect(try table.decodedAgain("press://files/a%252Fb") == nil)
  }

  @Test(arguments: [
    ("press://files/a%25252Fb", ErrorCode<LinkError>.tooManyEncodings),
    ("press://files/a%2525252Fb", .tooManyEncodings),
    ("press://files/%252E%252E", .dotSegment),
    ("press://files/x/%252E", .dotSegment),
    ("press://files/a%250Ab", .controlCharacter),
    ("press://files/a%2500b", .controlCharacter),
    ("press://search%3Fq%3D%0A", .controlCharacter),
    ("press://files/a%2520%2F%250D", .controlCharacter),
  ])
  func whatTheBoundRefusesIsRejected(_ link: String, _ code: ErrorCode<LinkError>) throws {
    let table = try Self.table()
    do {
      let route = try table.match(link).route
      Issue.record("\(link) opened \(route)")
    } catch {
      #expect(error.code == code, "\(error)")
      #expect(error.isRejection)
      #expect(error.link == link)
    }
  }

  @Test func theReasonSaysWhatTheDecodingMadeOfTheLink() throws {
    let table = try Self.table()
    #expect(throws: LinkError.self) { try table.match("press://files/a%25252Fb") }
    do {
      _ = try table.match("press://files/a%25252Fb")
    } catch {
      #expect(
        error.description == """
          rejected: the link is percent-encoded more than twice: decoded once more (decodesTwice), it still holds "%252F", an encoded escape; a link is decoded at most twice
            press://files/a%25252Fb
                           ^~~
          """)
    }
    do {
      _ = try table.match("press://files/%252E%252E")
    } catch {
      #expect(
        error.reason.hasPrefix("decoded once more (decodesTwice) as press://files/%2E%2E: "), "\(error)")
    }
  }

  @Test func aRedirectsTargetIsNeverDecodedAgain() throws {
    let table = try Self.table()
    // The link is decoded once more (`%2525` → `%25`), then its value `%2F`... is the value's.
    #expect(try table.match("press://old/a%252Fb").route == .redirected("a/b"))
    #expect(try table.match("press://old/100%2525").route == .redirected("100%"))
  }

  @Test func aWhollyEncodedPathIsDecodedOnceAsBefore() throws {
    let table = try Self.table(readsEncodedPaths: true)
    // readsEncodedPaths takes it, once; the extra round does not come after it.
    #expect(try table.match("press://%2Fsearch%3Fq%3Dred%2520shoes").route == .search("red shoes"))
    #expect(try table.match("press://%2Ffiles%2Fa%25252Fb").route == .file("a%2Fb"))
  }

  @Test func thePolicyCodesTheFlag() throws {
    var policy = LinkPolicy(schemes: ["press"])
    policy.decodesTwice = true
    let data = try JSONEncoder().encode(policy)
    #expect(try JSONDecoder().decode(LinkPolicy.self, from: data) == policy)
    // A policy written before the flag reads as decoding once.
    let old =
      #"{"schemes":["a"],"hosts":[],"webSchemes":["https"],"maxLength":9,"maxSegments":3,"maxQueryItems":3}"#
    #expect(try JSONDecoder().decode(LinkPolicy.self, from: Data(old.utf8)).decodesTwice == false)
  }

  // MARK: The bound, under random and hostile input

  /// `text` percent-encoded whole, every byte that is not unreserved.
  static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
  }

  /// A value an app that decodes twice can take in a path: none holds a `%` before two
  /// hexadecimal digits, which such an app reads as an escape encoded again, nor a `?`, whose
  /// `%3F` starts the query of a link with none (both documented).
  static let value = Gen<Character?>.element(of: Array("abz09-._~/?=&%# +é")).compactMap { $0 }.string(
    of: 1...10
  )
  .filter { $0 != "." && $0 != ".." && !$0.contains("/") && !$0.contains("?") && !hasEscape($0) }

  static func hasEscape(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    return scalars.indices.contains { index in
      scalars[index] == "%" && index + 2 < scalars.count
        && scalars[index + 1].properties.isASCIIHexDigit && scalars[index + 2].properties.isASCIIHexDigit
    }
  }

  /// A value encoded once reads as itself; encoded twice, the same; three times or more, a
  /// value with anything to encode is refused as `tooManyEncodings`, never decoded further.
  @Test func encodingsUpToTheBoundReadAlikeAndBeyondItAreRefused() async throws {
    let table = try Self.table()
    await propertyCheck(count: 300, input: Self.value) { value in
      var link = value
      for times in 1...4 {
        link = Self.encoded(link)
        let result = Result { () throws(LinkError) in try table.match("press://files/" + link).route }
        switch (times, result) {
        case (1, .success(let route)), (2, .success(let route)):
          #expect(route == .file(value), "\(value) encoded \(times) times: \(link)")
        case (_, .failure(let error)) where times >= 3:
          // What needed no encoding stays as it was, so only a value with a `%` to spare can
          // tell a third encoding.
          #expect(error.code == .tooManyEncodings, "\(value) encoded \(times) times: \(error)")
        case (_, .success(let route)) where times >= 3:
          #expect(!link.contains("%25"), "\(value) encoded \(times) times opened \(route)")
        default:
          Issue.record("\(value) encoded \(times) times: \(result)")
        }
      }
    }
  }

  static let hostile = Gen<Character?>.element(of: Array("%25%2F%3F%3D%2E%00%0A/.?=&#abcF3")).compactMap {
    $0
  }
  .string(of: 0...80)

  /// Any text: a route or a `LinkError`, and what opens reads a value with no control
  /// character and is no dot segment.
  @Test func hostileTextNeverCrashes() async throws {
    let table = try Self.table()
    await propertyCheck(count: 2000, input: Self.hostile) { text in
      for link in ["press://files/" + text, "https://press.example.com/" + text, "press://" + text] {
        let result = Result { () throws(LinkError) in try table.match(link).route }
        if case .success(.file(let path)) = result {
          #expect(!path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(link)")
          #expect(path != "." && path != "..", "\(link)")
        }
        _ = try? table.normalize(link)
        _ = try? table.decodedAgain(link)
      }
    }
  }

  /// The longest link the policy takes, all escapes encoded again: one linear pass, then a
  /// refusal or a route, in the time of any match.
  @Test func aLongLinkOfEscapesIsOneMorePass() throws {
    let table = try Self.table()
    // `%` encoded twice, 400 times: the value is 400 `%`.
    let percents = "press://files/" + String(repeating: "%2525", count: 400)
    #expect(percents.utf8.count < 2048)
    #expect(try table.match(percents).route == .file(String(repeating: "%", count: 400)))
    // Encoded three times: refused after the one extra pass.
    let thrice = "press://files/" + String(repeating: "%252525", count: 290)
    #expect(thrice.utf8.count < 2048)
    #expect(throws: LinkError.self) { try table.match(thrice) }
    let twice = "press://files/" + String(repeating: "%252F", count: 400)
    #expect(try table.match(twice).route == .file(String(repeating: "/", count: 400)))
  }
}
