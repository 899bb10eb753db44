import Foundation
import Testing

/// `wayfinder routes` lists the redirects and the rewrites after the routes (issue 35: it listed
/// neither).
@Suite struct RoutesCommandTests {
  @Test func redirectsAndRewritesAreListed() async throws {
    let manifest = WayfinderCommandTests.root.appendingPathComponent("Manifests/deals.yaml").path
    let run = try await WayfinderCommandTests.run("routes", "--manifest", manifest)
    #expect(run.status == 0)
    #expect(
      run.output == """
        schemes  deals
        hosts    deals.example.com (https)

        /home                      home
        /inbox                     inbox
        /products/:productID(int)  product
        /chat/:chatID(int)         chat
        /p/:id(int)                redirects to /products/:id
        /chat/:id(int)             rewrites: cold → /inbox
        /deal/:id(int)             rewrites: cold → /home; warm → /p/:id
        /offer/:id(int)            rewrites: cold → /home (from notification)

        """)
  }
}
