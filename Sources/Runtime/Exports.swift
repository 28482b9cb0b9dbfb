// One `import ComponentTable` gives screens the component model too, and Foundation, whose
// `IndexPath` and `CGFloat` are in every signature (as UIKit re-exports it).
@_exported import ComponentTableComponents
@_exported import Foundation
