// The ReadmeQuickStart target compiles the README's quick start as written: the ```swift blocks of
// README.md that import UIKit or SwiftUI, extracted by ../../extract-samples.sh next to this file
// (git-ignored), against README.generated.swift, which is what `wayfinder generate` writes for the
// README's manifest (a WayfinderCLITests test checks it). A target of its own, since the README's
// manifest declares the same app, boutique, as the Getting started (manifest) article's.
