import ComponentTable

/// How a SwiftUI toolbar shows a ``TableBarButton`` of a screen a `ComponentTableView` pushed
/// or presented: decided here, without SwiftUI, so the decisions are tested on Linux; the view
/// only maps each field to one modifier.
struct ToolbarButtonLayout: Equatable {
  /// Where the button goes: SwiftUI's semantic placements where the button's kind and side say
  /// what it is for (they are placed as each platform places such buttons: Mac Catalyst puts
  /// Cancel on the trailing side, before the confirmation), the plain sides otherwise.
  enum Slot: Equatable, CaseIterable {
    /// `ToolbarItemPlacement.cancellationAction`: a Cancel button on the leading side.
    case cancellation
    /// `ToolbarItemPlacement.confirmationAction`: Done, Save or a prominent button on the
    /// trailing side.
    case confirmation
    /// `ToolbarItemPlacement.topBarLeading`: any other leading button.
    case leading
    /// `ToolbarItemPlacement.topBarTrailing`: any other trailing button.
    case trailing
  }

  /// What the button shows.
  enum Label: Equatable {
    /// A system kind's English word, looked up as a localization key in the app's strings:
    /// SwiftUI has no system bar items whose words the system translates, as UIKit's are.
    case localized(String)
    /// The button's own title, shown as it is (the app translated it, as a screen's title).
    case verbatim(String)
    /// Close: an × symbol, with the word (localized as ``localized(_:)``) as what VoiceOver says.
    case closeSymbol(String)
  }

  let slot: Slot
  let label: Label
  /// Drawn bold: Done and Save, which UIKit draws bold as system items, and a prominent button
  /// (UIKit's `.done` style).
  let isBold: Bool
  /// A destructive button: its role is `.destructive` and it is drawn red, as UIKit's is.
  let isDestructive: Bool
  /// Whether it can be pressed.
  let isEnabled: Bool

  /// The layout of `button`.
  @MainActor
  init(_ button: TableBarButton) {
    let isDestructive = button.role == .destructive
    let confirms = button.kind == .done || button.kind == .save || button.role == .prominent
    switch button.placement {
    case .leading: slot = button.kind == .cancel ? .cancellation : .leading
    case .trailing: slot = confirms && !isDestructive ? .confirmation : .trailing
    }
    switch button.kind {
    case .title(let title): label = .verbatim(title)
    case .close: label = .closeSymbol(button.title)
    default: label = .localized(button.title)
    }
    isBold = confirms
    self.isDestructive = isDestructive
    isEnabled = button.isEnabled
  }

  /// The buttons of `buttons` in `slot`, in their order: SwiftUI lays out the items of one
  /// placement in the order they are declared.
  @MainActor
  static func buttons(_ buttons: [TableBarButton], in slot: Slot) -> [(index: Int, button: TableBarButton)] {
    buttons.enumerated().filter { ToolbarButtonLayout($0.element).slot == slot }.map { ($0.offset, $0.element) }
  }
}
