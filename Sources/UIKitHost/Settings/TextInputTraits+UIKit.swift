#if canImport(UIKit)
  import ComponentTable
  import UIKit

  #if !os(watchOS)
    extension UITextField {
      /// Takes a row's `TextInputTraits`: secure entry, keyboard, capitalisation and correction.
      /// Every trait is set on every configure, because a reused field keeps the last row's.
      func adopt(_ traits: TextInputTraits) {
        isSecureTextEntry = traits.isSecure
        keyboardType = UIKeyboardType(traits.keyboard)
        autocapitalizationType = UITextAutocapitalizationType(traits.capitalization)
        autocorrectionType = UITextAutocorrectionType(traits.correction)
      }
    }

    extension UIKeyboardType {
      init(_ keyboard: TextInputTraits.Keyboard) {
        switch keyboard {
        case .alphabet: self = .default
        case .numbersAndPunctuation: self = .numbersAndPunctuation
        case .numberPad: self = .numberPad
        // "Specifies a keyboard with numbers and a decimal point."
        // (https://developer.apple.com/documentation/uikit/uikeyboardtype/decimalpad)
        case .decimalPad: self = .decimalPad
        case .phonePad: self = .phonePad
        case .url: self = .URL
        case .emailAddress: self = .emailAddress
        }
      }
    }

    extension UITextAutocapitalizationType {
      init(_ capitalization: TextInputTraits.Capitalization) {
        switch capitalization {
        case .none: self = .none
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .allCharacters
        }
      }
    }

    extension UITextAutocorrectionType {
      init(_ correction: TextInputTraits.Correction) {
        switch correction {
        case .default: self = .default
        case .no: self = .no
        case .yes: self = .yes
        }
      }
    }
  #endif
#endif
