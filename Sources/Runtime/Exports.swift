// One `import ComponentTable` gives screens the component model too, and Foundation, whose
// `IndexPath` and `CGFloat` are in every signature (as UIKit re-exports it).
@_exported import ComponentTableComponents
@_exported import Foundation

#if canImport(UIKit) && !os(watchOS)
  // On Apple's mobile platforms `IndexPath.row`, `.section` and `init(row:section:)` are
  // declared by UIKit's overlay, not Foundation; the engine and the screens built on it need
  // them, so they come with the import (elsewhere `ComponentTableComponents` declares them).
  @_exported import UIKit
#endif
