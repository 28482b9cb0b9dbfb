#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // The engine's values as UIKit's, case for case.

  extension TableAnimation {
    package var rowAnimation: UITableView.RowAnimation {
      switch self {
      case .none: .none
      case .automatic: .automatic
      case .fade: .fade
      case .left: .left
      case .right: .right
      case .top: .top
      case .bottom: .bottom
      case .middle: .middle
      }
    }
  }

  extension TableDialog.Action.Role {
    var alertActionStyle: UIAlertAction.Style {
      switch self {
      case .default: .default
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }

  extension AccessibilityDescription.Traits {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
    @MainActor
    package var uiAccessibilityTraits: UIAccessibilityTraits {
      let pairs: [(Self, UIAccessibilityTraits)] = [
        (.button, .button), (.header, .header), (.selected, .selected), (.adjustable, .adjustable),
        (.staticText, .staticText), (.notEnabled, .notEnabled),
      ]
      var traits = UIAccessibilityTraits(pairs.filter { contains($0.0) }.map(\.1))
      if contains(.toggle) {
        // `toggleButton` is iOS 17; before it a switch's own traits read as "Switch button"
        // (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton).
        if #available(iOS 17, tvOS 17, visionOS 1, *) {
          traits.formUnion(.toggleButton)
        } else {
          #if os(tvOS)
            traits.formUnion(.button)
          #else
            traits.formUnion(Self.switchTraits)
          #endif
        }
      }
      return traits
    }

    #if !os(tvOS)
      /// A switch's own traits, read from one switch made once: making a control for every
      /// toggle row configured would cost a view each time.
      @MainActor private static let switchTraits = UISwitch().accessibilityTraits
    #endif
  }

  extension UIView {
    /// Makes the view one VoiceOver element that says `description`, if there is one. Its
    /// adjust and activate actions need the view's `accessibilityIncrement()`,
    /// `accessibilityDecrement()` and `accessibilityActivate()` to send them
    /// (`sendControlEvent(_:)`), as the built-in control cells do.
    ///
    /// Without a description, a view that said another row's (a reused cell, or a row whose new
    /// value has none) gives back what it said before, except where its own configuration has
    /// set something since: VoiceOver never reads a row it no longer shows.
    package func applyAccessibility(_ description: AccessibilityDescription?) {
      let spoken = objc_getAssociatedObject(self, &Self.spokenKey) as? SpokenAccessibility
      let now = SpokenAccessibility.Values(of: self)
      var shown: SpokenAccessibility?
      if let description {
        let applied = SpokenAccessibility.Values(
          isElement: true, label: description.label, value: description.value, hint: description.hint,
          traits: description.traits.uiAccessibilityTraits)
        shown = SpokenAccessibility(own: spoken?.own ?? now, applied: applied)
        show(applied)
      } else if let spoken {
        show(now.givingBack(spoken))
      } else {
        return
      }
      objc_setAssociatedObject(self, &Self.spokenKey, shown, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    private func show(_ values: SpokenAccessibility.Values) {
      isAccessibilityElement = values.isElement
      accessibilityLabel = values.label
      accessibilityValue = values.value
      accessibilityHint = values.hint
      accessibilityTraits = values.traits
    }

    nonisolated(unsafe) private static var spokenKey: UInt8 = 0
  }

  /// What a view said to VoiceOver before the host first gave it a description (`own`), and
  /// the description it gave last (`applied`).
  private struct SpokenAccessibility {
    struct Values {
      var isElement: Bool
      var label, value, hint: String?
      var traits: UIAccessibilityTraits

      /// These values with each one still as `spoken` applied it set back to the view's own.
      func givingBack(_ spoken: SpokenAccessibility) -> Values {
        let (own, applied) = (spoken.own, spoken.applied)
        return Values(
          isElement: isElement == applied.isElement ? own.isElement : isElement,
          label: label == applied.label ? own.label : label, value: value == applied.value ? own.value : value,
          hint: hint == applied.hint ? own.hint : hint, traits: traits == applied.traits ? own.traits : traits)
      }
    }
    let own, applied: Values
  }

  extension SpokenAccessibility.Values {
    @MainActor init(of view: UIView) {
      self.init(
        isElement: view.isAccessibilityElement, label: view.accessibilityLabel, value: view.accessibilityValue,
        hint: view.accessibilityHint, traits: view.accessibilityTraits)
    }
  }
#endif
