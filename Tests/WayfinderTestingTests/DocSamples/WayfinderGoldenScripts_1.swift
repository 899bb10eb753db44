// The ```swift block of WayfinderGoldenScripts.docc/WayfinderGoldenScripts.md (and the third of
// WayfinderTesting.docc/TestingYourLinks.md), compiled in the root package (it needs
// WayfinderGoldenScripts, hence WayfinderTooling and Yams, which the stand-ins' check does not
// build). `DocSampleTests` checks that every line of the block is here, in order; the lines this
// file adds put its test in a suite that is compiled, not run.
import Testing
import WayfinderGoldenScripts

@Suite(.disabled("a doc sample: compiled, not run (its golden/pods.yaml is an app's)"))
struct GoldenScriptsDocSample {
  @Test @MainActor func goldenLinks() async throws {
    try await GoldenScripts.run(contentsOf: "golden/pods.yaml")
  }
}
