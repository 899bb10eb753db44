// The ```swift block of WayfinderTooling.docc/WayfinderTooling.md, compiled in the root package
// (it needs WayfinderTooling, hence Yams, which the stand-ins' check does not build).
// `DocSampleTests` checks that every line of the block is here, in order; the lines this file
// adds wrap its statements in a function.
import WayfinderTooling

@MainActor func docSampleWayfinderTooling() async throws {
  let app = try EmbeddedApp.bank.app()  // or: try Manifest.load(contentsOf: "Manifests/bank.yaml")
  let session = ToolSession(app: app, signedIn: false)
  await session.open("bank://cards/42/detail")  // waits on login: outcome pending
  await session.signIn()
  print(session.links[0].outcome!)  // handled: cardDetail(42) on screen
  print(SessionReport(session).text(.init(colour: false)))

  let script = try Script.load(contentsOf: "Examples/scripts/bank.yaml")
  let (result, _) = await ScriptRunner(app: app).run(script)
  print(result.passed)

  print(app.lint().text)  // no findings
  print(app.export(as: .aasa, options: ExportOptions(appIDs: ["ABCDE12345.com.example.bank"])))
}
