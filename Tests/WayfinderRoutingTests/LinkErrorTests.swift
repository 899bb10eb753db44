import Foundation
import Testing
@_spi(Internals) import WayfinderRouting

/// What a refused or unmatched link's error says, compared as whole strings.
@Suite struct LinkErrorTests {
  enum R: Hashable, Sendable {
    case orders
    case order(UUID)
    case post(String)
    case search(String)
  }

  static let policy = LinkPolicy(schemes: ["shop"])

  static let table: RouteTable<R> = {
    var b = RouteTable<R>.Builder(policy: policy)
    b.add("/account/orders", .orders)
    b.add(
      "/account/orders/:orderID(uuid)", parse: { .order(try $0.uuid("orderID")) },
      print: { if case .order(let id) = $0 { ["orderID": id] } else { nil } })
    b.add(
      "/posts/:postID", parse: { .post(try $0.string("postID")) },
      print: { if case .post(let id) = $0 { ["postID": id] } else { nil } })
    b.add(
      "/search?q=:q", parse: { .search(try $0.string("q")) },
      print: { if case .search(let q) = $0 { ["q": q] } else { nil } })
    do {
      return try b.build()
    } catch {
      preconditionFailure("\(error)")
    }
  }()

  static func error(_ link: String) -> LinkError? {
    #expect(throws: LinkError.self) { try table.match(link) }
  }

  @Test(arguments: [
    (
      "shop://account/orders/not-a-uuid",
      """
      unmatched: no route matches /account/orders/not-a-uuid: "not-a-uuid" after "/account/orders" is not a uuid (as in /account/orders/:orderID(uuid))
        shop://account/orders/not-a-uuid
                              ^~~~~~~~~~
      """,
      "/account/orders/:orderID(uuid)"
    ),
    (
      "shop://account",
      """
      unmatched: no route matches /account: the link ends where a route expects "orders" (as in /account/orders)
        shop://account
                     ^
      """,
      "/account/orders"
    ),
  ])
  func unmatchedNamesThePatternThatGoesOn(link: String, description: String, closest: String) {
    let error = Self.error(link)
    #expect(error?.description == description)
    #expect(error?.closestPattern == closest)
  }

  /// A table that takes links of up to 20,000 bytes, to quote long ones.
  static let roomy: RouteTable<R> = {
    var b = RouteTable<R>.Builder(policy: LinkPolicy(schemes: ["shop"], maxLength: 20_000))
    b.add("/account/orders", .orders)
    do {
      return try b.build()
    } catch {
      preconditionFailure("\(error)")
    }
  }()

  static func long(_ character: Character, _ count: Int) -> String {
    String(repeating: character, count: count)
  }

  @Test(arguments: [
    (
      "shop://search?a=" + long("a", 5000) + "%ZZ" + long("b", 5000),
      """
      rejected: "%" must be followed by two hexadecimal digits
        …\(long("a", 39))%ZZ\(long("b", 36))…
        \(long(" ", 40))^~~
      """
    ),
    (
      "shop://search?a=" + long("a", 5000) + "%Z",
      """
      rejected: "%" must be followed by two hexadecimal digits
        …\(long("a", 77))%Z
        \(long(" ", 78))^~
      """
    ),
    (
      "evil://x/" + long("c", 5000),
      """
      rejected: scheme "evil" is not accepted; accepted schemes: shop, https
        evil://x/\(long("c", 70))…
        ^~~~
      """
    ),
  ])
  func aLongLinkIsQuotedAroundTheCaret(link: String, description: String) {
    let error = #expect(throws: LinkError.self) { try Self.roomy.match(link) }
    #expect(error?.description == description)
  }

  @Test(arguments: [
    (
      "shop://posts/abc%E2%80%AEtxt.exe",
      """
      rejected: parameter "postID" holds U+202E (right-to-left override), percent-encoded; a bidirectional control can make a link read as another
        shop://posts/abc%E2%80%AEtxt.exe
                        ^~~~~~~~~
      """
    ),
    (
      "shop://posts/abc\u{202E}txt.exe",
      """
      rejected: parameter "postID" holds U+202E (right-to-left override); a bidirectional control can make a link read as another
        shop://posts/abc?txt.exe
                        ^
      """
    ),
    (
      "shop://search?q=a%e2%81%a6b",
      """
      rejected: parameter "q" holds U+2066 (left-to-right isolate), percent-encoded; a bidirectional control can make a link read as another
        shop://search?q=a%e2%81%a6b
                         ^~~~~~~~~
      """
    ),
    (
      "shop://search?q=x&utm=%D8%9C",
      """
      rejected: the link holds U+061C (arabic letter mark), percent-encoded; a bidirectional control can make a link read as another
        shop://search?q=x&utm=%D8%9C
                              ^~~~~~
      """
    ),
    (
      "shop://nowhere/\u{200F}",
      """
      rejected: the link holds U+200F (right-to-left mark); a bidirectional control can make a link read as another
        shop://nowhere/?
                       ^
      """
    ),
  ])
  func bidiControlsAreRejected(link: String, description: String) throws {
    let error = #expect(throws: LinkError.self) { try Self.table.match(link) }
    #expect(error?.code == .bidiControl)
    #expect(error?.description == description)
    let normalized = #expect(throws: LinkError.self) { try Self.table.normalize(link) }
    #expect(normalized?.code == .bidiControl)
  }

  @Test(arguments: ["shop://posts/%E2%80%99s", "shop://posts/\u{2019}s", "shop://posts/%D8%9D"])
  func otherCharactersNearTheControlsAreAccepted(link: String) throws {
    #expect(try Self.table.match(link).route == .post(try Self.table.match(link).parameters.string("postID")))
  }
}
