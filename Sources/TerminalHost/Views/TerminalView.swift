import ComponentTable

/// The base of every view the terminal host shows: it draws itself as lines of text.
///
/// Subclass ``TerminalTableCell`` for rows and ``TerminalHeaderFooterView`` for section headers
/// and footers, conform the subclass to `ComponentView`, and override ``render(width:)``. The
/// host makes a view with `init()` when its row comes into view and drops it when it leaves.
@MainActor
open class TerminalView {
  /// Creates a view; the host calls this for every view it makes.
  public required init() {}

  /// The view's content as lines at most `width` display columns wide. The host pads or cuts
  /// the lines to the row's height.
  open func render(width: Int) -> [String] { [] }

  /// The height the view needs at `width`, for rows with automatic height: by default the
  /// number of lines ``render(width:)`` returns (at least one).
  open func fittingHeight(width: Int) -> Int { max(1, render(width: width).count) }
}

/// The base class of the terminal host's cells. The host draws the keyboard focus around
/// what a cell renders; a cell draws its data alone.
@MainActor
open class TerminalTableCell: TerminalView {}

/// The base class of the terminal host's section header and footer views.
@MainActor
open class TerminalHeaderFooterView: TerminalView {}
