#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// wayfinder-bench SUBCOMMAND [options]
//
// A small dispatch on the first argument; each subcommand parses the rest itself. To add one
// (planner, dispatch, …), write a `Subcommand` and list it in `subcommands`.

let subcommands: [Subcommand] = [
  RoutingBenchmark.subcommand,
  PlannerBenchmark.subcommand,
  DispatchBenchmark.subcommand,
  LintBenchmark.subcommand,
  StoryboardBenchmark.subcommand,
]

func usage() -> String {
  var text = "usage: wayfinder-bench SUBCOMMAND [--json]\n\nsubcommands:\n"
  let width = subcommands.map(\.name.count).max() ?? 0
  for command in subcommands {
    text += "  " + command.name.padding(width) + "  " + command.summary + "\n"
  }
  text += "\noptions:\n  --json  print one JSON object instead of a table\n"
  text += "  dispatch --profile bank|generated [--passes N]\n"
  text += "          no timing: N passes (20) of one app's links, to run under a profiler\n"
  text += "  routing --profile-build N [--passes P]\n"
  text += "          no timing: P builds (20) of the table of N routes, to run under a profiler\n"
  text += "  lint --up-to N\n"
  text += "          only the apps of at most N routes\n"
  text += "  lint --profile tabs|paths N [--passes P]\n"
  text += "          no timing: P lints (20) of one app of N routes, to run under a profiler\n"
  return text
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let first = arguments.first else {
  printError(usage())
  exit(2)
}
if first == "-h" || first == "--help" || first == "help" {
  print(usage(), terminator: "")
  exit(0)
}
guard let command = subcommands.first(where: { $0.name == first }) else {
  printError("wayfinder-bench: unknown subcommand \"\(first)\"\n\n" + usage())
  exit(2)
}
exit(await command.run(Array(arguments.dropFirst())))
