import Foundation
import PackagePlugin

/// The build-tool plugin: a Swift target holding `wayfinder.yaml` (or `wayfinder.json`) gets
/// the Swift that `wayfinder generate` writes for it, at build time, in the plugin's work
/// folder. The command and the plugin run the same code, so they write the same bytes.
@main struct WayfinderGenerator: BuildToolPlugin {
  /// The manifest names the plugin looks for among a target's files.
  static let manifestNames: Set<String> = ["wayfinder.yaml", "wayfinder.yml", "wayfinder.json"]

  enum Failure: Error, CustomStringConvertible {
    case notSwift(String)
    case noManifest(String)
    case manifests(String, [String])

    var description: String {
      switch self {
      case .notSwift(let target):
        "WayfinderGenerator: \(target) is not a Swift target; apply the plugin to the target of the app's Swift code."
      case .noManifest(let target):
        "WayfinderGenerator: \(target) has no wayfinder.yaml; add the app's manifest to the target's folder, "
          + "or remove the plugin from the target."
      case .manifests(let target, let names):
        "WayfinderGenerator: \(target) has several manifests (\(names.joined(separator: ", "))); keep one."
      }
    }
  }

  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { throw Failure.notSwift(target.name) }
    let manifests = target.sourceFiles.filter { Self.manifestNames.contains($0.url.lastPathComponent) }
    guard let manifest = manifests.first?.url else { throw Failure.noManifest(target.name) }
    guard manifests.count == 1 else {
      throw Failure.manifests(target.name, manifests.map(\.url.lastPathComponent).sorted())
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
      .appending(path: "Wayfinder.generated.swift")
    return [
      .buildCommand(
        displayName: "Generating Wayfinder routes from \(manifest.lastPathComponent) for \(target.name)",
        executable: try context.tool(named: "wayfinder").url,
        arguments: ["generate", "--manifest", manifest.path(), "--output", output.path()],
        inputFiles: [manifest],
        outputFiles: [output])
    ]
  }
}
