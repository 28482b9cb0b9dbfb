import Foundation

/// A button of a screen's navigation bar (``TableScreen/barButtons``): Done, Cancel, Save, Edit,
/// Close or a title of your own, on the leading or trailing side, and the action it runs.
///
/// A screen declares its buttons as values; each host draws them its own way: UIKit as the
/// `UIBarButtonItem`s of the screen's navigation item (a system item for the system kinds, so
/// its words are the system's, translated), SwiftUI as toolbar items (the system kinds' words
/// looked up in the app's strings, since SwiftUI has no system items), the terminal app in its
/// title line, where `b` lists them and a digit presses one.
///
/// ```swift
/// let about = TableScreen(
///   title: "About",
///   barButtons: [TableBarButton(.done) { screen in screen.navigator?.dismiss() }]
/// ) {
///   TableSection(rows: [TableComponent.valueRow("Version", value: "2.1")])
/// }
/// ```
///
/// The action gets the screen the button is on: its ``TableScreen/navigator`` dismisses a
/// presented stack (``TableNavigator/dismiss()``), pops, or pushes; to change the buttons (a
/// Save button enabled once a form is valid, Edit turned into Done), set
/// ``TableScreen/barButtons`` again and the host shows the new ones.
@MainActor
public struct TableBarButton {
  /// What the button says: a system button, whose title and look are the platform's, or a
  /// title of your own.
  public enum Kind: Equatable, Sendable {
    /// Done: ends a task and closes its screen (UIKit's bold system item).
    case done
    /// Cancel: leaves a task without keeping what it changed.
    case cancel
    /// Save: keeps what the screen changed.
    case save
    /// Edit: starts editing what the screen shows; its action usually sets the screen's
    /// buttons to a ``done`` that ends it.
    case edit
    /// Close: closes the screen (UIKit's close item, an × in a circle).
    case close
    /// A button titled `title`.
    case title(String)
  }

  /// The side of the navigation bar the button is on.
  public enum Placement: Sendable {
    /// Before the title: where a Cancel or a back button is (UIKit's left items).
    case leading
    /// After the title: where Done, Save and Edit are (UIKit's right items).
    case trailing
  }

  /// How the button stands out from the others.
  public enum Role: Sendable {
    /// The action the screen is for (Send, Add): drawn bold, as UIKit's `.done` style.
    case prominent
    /// An action that destroys something: drawn red.
    case destructive
  }

  /// What the button says.
  public var kind: Kind
  /// Which side of the bar it is on.
  public var placement: Placement
  /// How it stands out, if it does.
  public var role: Role?
  /// Whether it can be pressed; a disabled button is shown dimmed and does nothing.
  public var isEnabled: Bool
  /// What pressing it does; it gets the screen the button is on.
  public var action: @MainActor (TableScreen) -> Void

  /// A button of `kind` that runs `action` with its screen when pressed.
  ///
  /// - Parameters:
  ///   - kind: What it says.
  ///   - placement: Its side of the bar; by default leading for ``Kind/cancel`` and trailing
  ///     for the others, as iOS places them.
  ///   - role: How it stands out; none by default.
  ///   - isEnabled: Whether it can be pressed.
  ///   - action: What it does, given the screen it is on.
  public init(
    _ kind: Kind, placement: Placement? = nil, role: Role? = nil, isEnabled: Bool = true,
    action: @escaping @MainActor (TableScreen) -> Void
  ) {
    self.kind = kind
    self.placement = placement ?? (kind == .cancel ? .leading : .trailing)
    self.role = role
    self.isEnabled = isEnabled
    self.action = action
  }

  /// The words the button shows where the host draws no system button of its own (the
  /// terminal): the English title of a system kind, or the button's own title.
  public var title: String {
    switch kind {
    case .done: return "Done"
    case .cancel: return "Cancel"
    case .save: return "Save"
    case .edit: return "Edit"
    case .close: return "Close"
    case .title(let title): return title
    }
  }
}
