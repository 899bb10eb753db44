import Testing
import WayfinderNavigation
import WayfinderRouting
import WayfinderTooling

/// What a manifest-loaded app makes of the values a link gives: as the Swift route table does.
@MainActor
@Suite struct ManifestLinkValueTests {
  static let shop = """
    app: shop
    links: {schemes: [shop]}
    graph:
      main: {tabs: [home, search]}
      home: {stack: home}
      search: {stack: search}
    screens:
      product: {in: home, parameters: [id]}
      order: {in: home, parameters: [orderID]}
      results: {in: search, parameters: [q, page]}
    routes:
      /products/:id(int): product(id)
      /orders/:orderID(uuid): order(orderID)
      /search: search
      /search?q=:q&page=:page(int)?: results(q, page)

    """

  static func app() throws -> ToolApp {
    try Manifest.parse(shop, file: "shop.yaml")
  }

  @Test func anOptionalQueryValueOfTheWrongTypeIsRefused() async throws {
    let app = try Self.app()
    let reading = app.reading("shop://search?q=shoes&page=x")
    #expect(reading.route == nil)
    #expect(reading.error?.code == .invalidQueryValue)
    #expect(
      reading.error?.description == """
        rejected: query parameter "page" is not an int (in /search?q=:q&page=:page(int)?); an optional \
        parameter the link gives must be of its type
          shop://search?q=shoes&page=x
                                     ^
        """)
    let session = ToolSession(app: app)
    let record = await session.open("shop://search?q=shoes&page=x")
    #expect(record.outcomeName == "rejected")
    #expect(session.state.topScreen == Screen("home"))
    #expect(app.reading("shop://search?q=shoes&page=2").route == "results(page: 2, q: shoes)")
  }
}
