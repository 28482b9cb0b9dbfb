import Foundation

/// A problem an ``AccessibilityAudit`` found in a row: what kind, where, and a sentence that
/// names the row and what to do.
public struct AccessibilityFinding: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of problem the audit looks for.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A row that does something has no label: VoiceOver says only its kind ("Button").
    case missingLabel
    /// A row that does something has no trait that says so (button, switch, adjustable,
    /// text field): VoiceOver reads it as text the user cannot act on.
    case missingActionTrait
    /// A row says it is a button but does nothing when activated.
    case buttonWithoutAction
    /// An adjustable row has no increment or decrement, or nothing takes its events: swiping
    /// up or down does nothing.
    case adjustableWithoutAdjustment
    /// Two rows of one section have the same label: a VoiceOver user cannot tell them apart.
    case duplicateLabel
    /// A hint names a gesture ("Double-tap to …"): VoiceOver says how to act itself, and a
    /// hint should say what acting does ("Opens Wi-Fi.").
    case hintNamesGesture
    /// A row's fixed height is shorter than its text needs at the largest accessibility text
    /// size: the text is clipped.
    case clippedText

    /// The name of the matching `XCUIAccessibilityAuditType` of Apple's UI-test audit
    /// (https://developer.apple.com/documentation/xctest/xcuiaccessibilityaudittype), or `nil`
    /// when that audit has no such check.
    package var auditType: String? {
      switch self {
      case .missingLabel: "sufficientElementDescription"
      case .missingActionTrait, .buttonWithoutAction: "trait"
      case .adjustableWithoutAdjustment: "action"
      case .clippedText: "textClipped"
      case .duplicateLabel, .hintNamesGesture: nil
      }
    }
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The titles of the screens from the root to the row's screen.
  public var path: [String]
  /// The row on its screen.
  public var indexPath: IndexPath
  /// The row's label as VoiceOver reads it (empty when it has none).
  public var label: String
  /// What is wrong and what to do, with the values.
  public var message: String

  /// A finding.
  public init(kind: Kind, path: [String], indexPath: IndexPath, label: String, message: String) {
    self.kind = kind
    self.path = path
    self.indexPath = indexPath
    self.label = label
    self.message = message
  }

  /// `Settings › Wi-Fi, section 0, row 2 ("Join"): trait: …`.
  public var description: String {
    let place = "\(path.joined(separator: " › ")), section \(indexPath.section), row \(indexPath.row)"
    let name = label.isEmpty ? "" : " (\"\(label)\")"
    return "\(place)\(name): \(auditType ?? kind.rawValue): \(message)"
  }

  private var auditType: String? { kind.auditType.map { "\($0) (\(kind.rawValue))" } }
}
