import Testing
@_spi(Internals) import WayfinderTooling

/// The broken promises the fuzzers found, as ordinary tests.
@Suite struct ToolingFuzzFindingsTests {
  @Test func aManifestCutShortIsPointedAtTheEndOfItsLastLine() {
    #expect(throws: ManifestError.self) {
      try Manifest.parse("{\"app\": \"tiny\", \"links\": [", file: "a.json")
    }
    do {
      _ = try Manifest.parse("{\"app\": \"tiny\", \"links\": [", file: "a.json")
    } catch {
      #expect(
        error.description == """
          a.json:1:27: error: invalid JSON: did not find expected node content (while parsing a flow node at 1:27)
          {"app": "tiny", "links": [
                                    ^
          """)
    }
  }
}
