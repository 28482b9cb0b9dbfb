import ComponentTable

/// The base of every view the terminal host shows: it draws itself as lines of text.
///
/// Subclass ``TerminalTableCell`` for rows and ``TerminalHeaderFooterView`` for section headers
/// and footers, conform the subclass to `ComponentView`, and override ``render(width:)``. The
/// host creates views with `init()` and reuses them, calling ``prepareForReuse()`` first.
@MainActor
open class TerminalView {
  /// The identifier of the reuse queue this view belongs to; set by the host.
  package internal(set) var reuseIdentifier: String?

  /// Creates a view; the host calls this for every view it makes.
  public required init() {}

  /// Called before a queued view is handed out again. Reset state that `configure(with:)`
  /// does not set (the contract of `UITableViewCell.prepareForReuse()`).
  open func prepareForReuse() {}

  /// The view's content as lines at most `width` display columns wide. The host pads or cuts
  /// the lines to the row's height.
  open func render(width: Int) -> [String] { [] }

  /// The height the view needs at `width`, for rows with automatic height: by default the
  /// number of lines ``render(width:)`` returns (at least one).
  open func fittingHeight(width: Int) -> Int { max(1, render(width: width).count) }
}

/// The base class of the terminal host's cells.
@MainActor
open class TerminalTableCell: TerminalView {
  /// Whether the row is selected; set by the host.
  public internal(set) var isSelected = false
  /// Whether the row has the keyboard focus; set by the host.
  public internal(set) var isFocused = false

  /// Does nothing beyond ``TerminalView``; the host has already cleared ``isSelected`` and
  /// ``isFocused`` when it queued the cell. Call `super` when you override it.
  open override func prepareForReuse() {
    super.prepareForReuse()
  }
}

/// The base class of the terminal host's section header and footer views.
@MainActor
open class TerminalHeaderFooterView: TerminalView {}
