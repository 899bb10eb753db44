// The DocSamples target compiles the ```swift blocks of the DocC articles (Sources/*/*.docc/*.md)
// and of docs/*.md that import UIKit or SwiftUI. ../../extract-samples.sh writes them next to this
// file as <Article>_<n>.swift (git-ignored, see .gitignore); this file is the one committed, so
// that the target exists before they are extracted.
