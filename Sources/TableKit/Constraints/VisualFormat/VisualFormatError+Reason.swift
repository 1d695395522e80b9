import Foundation

extension VisualFormatError {
  /// The kinds of mistake, each with its sentence as `description`.
  ///
  /// The sentences marked UIKit's are the ones Foundation's `NSLayoutConstraintParser` raises
  /// (checked against crash reports quoted in public issues, and a public disassembly of the
  /// parser): the same words, the same caret. The others are ours, for inputs UIKit accepts
  /// though it should not (non-finite numbers) or answers confusingly (a view as a priority).
  public enum Reason: Equatable, Sendable, CustomStringConvertible {
    /// UIKit's. The format is empty.
    case emptyString
    /// UIKit's words. The format has a character outside ASCII. (UIKit reads the format as
    /// ASCII bytes; its check may in fact report such a string as empty.)
    case nonASCII
    /// UIKit's. `H` or `V` at the start is not followed by `:`.
    case expectedColon(after: VisualFormat.Orientation)
    /// UIKit's. The format is a lone `|` (after any orientation).
    case expectedConnectionAfterBar
    /// UIKit's. Where a view must start, there is no `[`, or nothing after it.
    case expectedView
    /// UIKit's. After `[` there is no name.
    case expectedViewName
    /// UIKit's. The name is not one of the views given.
    case unknownView(String)
    /// UIKit's. After a view's name comes neither `]` nor `(`.
    case expectedViewEnd
    /// UIKit's. The format ends just after a view's `(`.
    case ranOutInView
    /// UIKit's. A view's predicates end with `)` but not then `]`.
    case expectedBracketAfterPredicates
    /// UIKit's. A view's predicates are not closed by `)`.
    case expectedParenthesisInView
    /// UIKit's. After a connection comes neither a view nor `|`.
    case expectedViewOrBar
    /// UIKit's. Something follows the closing `|`.
    case expectedEnd
    /// UIKit's. A connection's predicate is not followed by `-`.
    case expectedDash
    /// UIKit's. A connection's predicate is followed by `,`: a list needs parentheses.
    case expectedDashNotComma
    /// UIKit's. `--`: a second dash where a connection's predicate should start.
    case ambiguousMinus
    /// UIKit's. A connection's predicates in parentheses are not closed by `)`.
    case expectedParenthesisInConnection
    /// UIKit's. The format ends where a predicate should start.
    case expectedMoreInput
    /// UIKit's. `<`, `>` or `=` is not followed by `=`.
    case unknownRelation
    /// UIKit's. Where a number or a name should be, there is another character (or nothing).
    case expectedNumberOrMetric
    /// UIKit's (its other wording, with "a key"). A `-` is not followed by a number.
    case malformedNumber
    /// UIKit's. The name is neither a metric nor a view.
    case unknownMetric(String)
    /// UIKit's. A connection's predicate names a view: a spacing cannot equal a view's size.
    case viewAsSpacing(String)
    /// UIKit's. The priority is 0 or less.
    case priorityNotPositive(Double)
    /// UIKit's. The priority is above 1000.
    case priorityTooHigh(Double)
    /// Ours (UIKit takes a NaN priority). The priority is a metric whose value is NaN.
    case priorityNotANumber(String)
    /// Ours (UIKit reads the name as the predicate's view and then refuses a priority of 0).
    /// A priority names a view.
    case viewAsPriority(String)
    /// Ours (UIKit keeps it). A number literal overflows to infinity, such as `1e999`.
    case nonFiniteNumber(String)
    /// Ours (UIKit keeps it). A metric's value is NaN or infinite. (The value is not kept, so
    /// that a NaN does not make the error unequal to itself.)
    case nonFiniteMetric(String)
    /// UIKit's, not raised by the parser: a format starts or ends with `|` but the view next
    /// to it has no superview. For the builder of constraints, with the caret after that view.
    case noSuperview
    /// UIKit's, not raised by the parser: the options align the views along the format's own
    /// axis (`.alignAllLeading` in a horizontal format).
    case alignmentAlongAxis(VisualFormat.Orientation)
    /// Ours (UIKit raises on the type): a metric's value is not a number.
    case metricNotANumber(String)

    /// The sentence, as UIKit words it where the case is UIKit's.
    public var description: String {
      switch self {
      case .emptyString: "It's an empty string."
      case .nonASCII: "It contains non-ASCII characters."
      case .expectedColon(after: .horizontal):
        "Expected ':' after 'H' to specify horizontal arrangement"
      case .expectedColon(after: .vertical):
        "Expected ':' after 'V' to specify vertical arrangement"
      case .expectedConnectionAfterBar: "Expected a connection after the '|' character"
      case .expectedView: "Expected a view"
      case .expectedViewName:
        "Expected a view. View names must start with a letter or an underscore, then contain "
          + "letters, numbers, and underscores."
      case .unknownView(let name): "\(name) is not a key in the views dictionary."
      case .expectedViewEnd: "Expected a ']' here. That is how you give the end of a view."
      case .ranOutInView:
        "Unexpectedly ran out of character fodder in the middle of parsing a view"
      case .expectedBracketAfterPredicates: "Expected ']' after specifying thickness."
      case .expectedParenthesisInView:
        "A predicate on a view's thickness must end with ')' and the view must end with ']'"
      case .expectedViewOrBar: "Expected a view or '|'"
      case .expectedEnd: "Expected the end of the format string"
      case .expectedDash: "Expected a '-' here"
      case .expectedDashNotComma:
        "Expected a '-' here. To specify a list of constraints, you must use parentheses "
          + "around the list of constraints"
      case .ambiguousMinus:
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
          + "Use parentheses around negative numbers."
      case .expectedParenthesisInConnection:
        "Expected a ')' at the end of a constraint modifier, or a ',' before another "
          + "constraint modifier"
      case .expectedMoreInput: "Expected more input"
      case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
      case .expectedNumberOrMetric:
        "Expected a number or key from the metrics dictionary, but encountered something else"
      case .malformedNumber:
        "Expected a number or a key from the metrics dictionary, but encountered something else"
      case .unknownMetric(let name):
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or "
          + "views dictionaries"
      case .viewAsSpacing:
        "It's not possible to set a space equal to the width or height of a view.  Perhaps "
          + "you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
      case .priorityNotPositive(let priority):
        "Invalid priority specified: \(Self.printf(priority)). Priority must be greater than 0"
      case .priorityTooHigh(let priority):
        "Invalid priority specified: \(Self.printf(priority)). Priority cannot be higher than "
          + "NSLayoutPriorityRequired, which is 1000."
      case .priorityNotANumber(let metric):
        "Invalid priority specified: nan (the metric \"\(metric)\"). Priority must be a number "
          + "greater than 0 and at most 1000."
      case .viewAsPriority(let name):
        "\(name) is a view, but a priority must be a number or a key from the metrics "
          + "dictionary"
      case .nonFiniteNumber(let literal):
        "The number \(literal) is too large: a constant must be finite"
      case .nonFiniteMetric(let name):
        "The metric \"\(name)\" is not a finite number, but a constant must be finite"
      case .noSuperview:
        "Unable to interpret '|' character, because the related view doesn't have a superview"
      case .alignmentAlongAxis(.horizontal):
        "Options mask required views to be aligned on a horizontal edge, which is not allowed "
          + "for layout that is also horizontal."
      case .alignmentAlongAxis(.vertical):
        "Options mask required views to be aligned on a vertical edge, which is not allowed for "
          + "layout that is also vertical."
      case .metricNotANumber(let name):
        "The metric \"\(name)\" is not a number"
      }
    }

    /// `value` as C's `%g` prints it, which is how UIKit's messages print numbers.
    static func printf(_ value: Double) -> String {
      String(format: "%g", value)
    }
  }
}
