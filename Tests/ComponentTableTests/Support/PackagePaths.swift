import Foundation

/// The package's root folder: the nearest folder above `filePath` that holds `Package.swift`.
/// Found by looking, not by counting folders, so a test file can move within the test target.
func packageRoot(filePath: String = #filePath) -> URL {
  var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while folder.path != "/" {
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      return folder
    }
    folder.deleteLastPathComponent()
  }
  preconditionFailure("no Package.swift above \(filePath)")
}
