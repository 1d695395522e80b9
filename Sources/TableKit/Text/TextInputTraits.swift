import Foundation

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`, with UIKit's raw values.
/// TableKit's on-screen keyboard shows a pad for the number, decimal and phone pads, opens on
/// its digits for numbers and punctuation, and changes its bottom row for email, URL, Twitter
/// and web search (see `OnScreenKeyboardLayout`).
public enum KeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default` = 0
  /// Letters limited to ASCII.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// Letters with URL keys.
  case URL = 3
  /// Digits only.
  case numberPad = 4
  /// A telephone pad.
  case phonePad = 5
  /// Letters with a name-and-phone layout.
  case namePhonePad = 6
  /// Letters with email keys.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// Letters with Twitter keys.
  case twitter = 9
  /// Letters with a web search key.
  case webSearch = 10
  /// ASCII digits only.
  case asciiCapableNumberPad = 11
}

/// When the keyboard shifts to capitals by itself, as UIKit's `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// At the start of each word.
  case words = 1
  /// At the start of each sentence (UIKit's default).
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}

/// Whether the field autocorrects, as UIKit's `UITextAutocorrectionType`. Accepted; TableKit
/// does not correct text.
public enum TextAutocorrectionType: Int, Sendable {
  /// As the system decides.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

/// Whether the field checks spelling, as UIKit's `UITextSpellCheckingType`. Accepted; TableKit
/// does not check spelling.
public enum TextSpellCheckingType: Int, Sendable {
  /// As the system decides.
  case `default` = 0
  /// Never.
  case no = 1
  /// Always.
  case yes = 2
}

/// What a field's text is, as UIKit's `UITextContentType` (`.username`, `.password`,
/// `.emailAddress` …), for autofill. Accepted; TableKit has no autofill.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  /// The identifier, as UIKit's.
  public let rawValue: String
  /// A content type with UIKit's identifier.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A user name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = TextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "email")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  /// A URL.
  public static let URL = TextContentType(rawValue: "url")
  /// A person's name.
  public static let name = TextContentType(rawValue: "name")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postal-code")
}

/// A text field's keyboard and input settings, as UIKit's `UITextInputTraits`; kept in one value
/// so that the field holds them as one stored property.
public struct TextInputTraits: Hashable, Sendable {
  /// The keyboard asked for.
  public var keyboardType = KeyboardType.default
  /// When the keyboard shifts by itself.
  public var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Whether text is autocorrected (accepted, not acted on).
  public var autocorrectionType = TextAutocorrectionType.default
  /// Whether spelling is checked (accepted, not acted on).
  public var spellCheckingType = TextSpellCheckingType.default
  /// What the text is, for autofill (accepted, not acted on).
  public var textContentType: TextContentType?
  /// Whether the return key is disabled while the text is empty.
  public var enablesReturnKeyAutomatically = false

  /// UIKit's defaults.
  public init() {}
}

/// A view that takes typed text and keeps its settings in `inputTraits`, as UIKit's
/// `UITextInputTraits` adopters do (`TextField`, `TextView`): each trait reads and writes
/// through it, so that both views answer UIKit's names alike.
@preconcurrency @MainActor
public protocol TextInputTraitsOwner: AnyObject {
  /// The keyboard and input settings.
  var inputTraits: TextInputTraits { get set }
}

extension TextInputTraitsOwner {
  /// The keyboard asked for, as UIKit's `keyboardType`.
  public var keyboardType: KeyboardType {
    get { inputTraits.keyboardType }
    set { inputTraits.keyboardType = newValue }
  }
  /// When the on-screen keyboard shifts by itself, as UIKit's `autocapitalizationType`
  /// (`.sentences` by default).
  public var autocapitalizationType: TextAutocapitalizationType {
    get { inputTraits.autocapitalizationType }
    set { inputTraits.autocapitalizationType = newValue }
  }
  /// As UIKit's `autocorrectionType`; accepted, TableKit does not correct text.
  public var autocorrectionType: TextAutocorrectionType {
    get { inputTraits.autocorrectionType }
    set { inputTraits.autocorrectionType = newValue }
  }
  /// As UIKit's `spellCheckingType`; accepted, TableKit does not check spelling.
  public var spellCheckingType: TextSpellCheckingType {
    get { inputTraits.spellCheckingType }
    set { inputTraits.spellCheckingType = newValue }
  }
  /// As UIKit's `textContentType`; accepted, TableKit has no autofill.
  public var textContentType: TextContentType? {
    get { inputTraits.textContentType }
    set { inputTraits.textContentType = newValue }
  }
  /// Whether the on-screen keyboard's return key does nothing while the text is empty, as
  /// UIKit's `enablesReturnKeyAutomatically`.
  public var enablesReturnKeyAutomatically: Bool {
    get { inputTraits.enablesReturnKeyAutomatically }
    set { inputTraits.enablesReturnKeyAutomatically = newValue }
  }
}

extension TextField: TextInputTraitsOwner {}
