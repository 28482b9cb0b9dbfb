import ComponentTable
import Foundation

extension TerminalTableView {
  /// What a screen reader says about the row at `indexPath`: the description its component
  /// gives (`TableEngine.accessibilityDescription(forRowAt:)`, read as VoiceOver reads it),
  /// else the text its view shows, as VoiceOver reads a cell's labels. `nil` for a position
  /// that is not a row.
  public func spokenText(forRowAt indexPath: IndexPath) -> String? {
    guard let dataSource, indexPath.count == 2, indexPath.section >= 0,
      indexPath.section < dataSource.numberOfSections, indexPath.row >= 0,
      indexPath.row < dataSource.numberOfRows(inSection: indexPath.section)
    else { return nil }
    if let engine,
      let description = try? engine.accessibilityDescription(forRowAt: indexPath)
    {
      return description.spokenText(in: engine.accessibilityWords)
    }
    guard let cell = cellForRow(at: indexPath) else { return nil }
    let text = cell.render(width: width).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: ", ")
    return text.isEmpty ? nil : text
  }
}
