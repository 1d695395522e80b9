import Foundation
import Testing

@testable import TableKit

/// Issue 30, item 1: switches, text fields and search fields read as UIKit's.
@MainActor
@Suite struct ControlAccessibilityTests {
  @Test func aSwitchIsAToggleButtonValuedOneOrZero() {
    let toggle = Switch()
    var changes = 0
    toggle.valueChanged = { _ in changes += 1 }
    #expect(toggle.isAccessibilityElement)
    #expect(toggle.accessibilityTraits == [.button, .toggleButton])
    #expect(toggle.accessibilityValue == "0")
    #expect(toggle.accessibilityActivate())
    #expect(toggle.accessibilityValue == "1" && changes == 1)
    toggle.isEnabled = false
    #expect(toggle.accessibilityTraits.contains(.notEnabled))
    #expect(!toggle.accessibilityActivate())
  }

  @Test func aTextFieldIsNamedByItsPlaceholderAndHoldsItsText() {
    let field = TextField()
    field.placeholder = "Name"
    #expect(field.isAccessibilityElement)
    #expect(field.accessibilityLabel == "Name")
    #expect(field.accessibilityValue == "")
    field.text = "Ada"
    #expect(field.accessibilityValue == "Ada")
    field.isSecureTextEntry = true
    #expect(field.accessibilityValue == "•••", "a password is not read out")
    #expect(field.accessibilityTraits == .none)
  }

  @Test func activatingATextFieldStartsEditing() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualClock())
    let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 44))
    window.addSubview(field)
    #expect(field.accessibilityActivate())
    #expect(field.isFirstResponder)
  }

  @Test func aSearchBarsFieldIsASearchField() throws {
    let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    #expect(bar.searchTextField.accessibilityTraits == .searchField)
    #expect(bar.searchTextField.accessibilityLabel == "Search")
    let tree = AccessibilityTree(of: bar)
    let field = try #require(tree.root.children.first)
    #expect(field.role == .searchField)
    #expect(field.actions == [.activate])
  }

  @Test func aScrollViewPagesAndSaysWhichPageShows() {
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    scrollView.clock = ManualClock()
    scrollView.contentSize = CGSize(width: 320, height: 1000)
    var said: [String] = []
    scrollView.screen.accessibility.addObserver { event in
      if case .posted(.pageScrolled, let text) = event { said.append(text as? String ?? "") }
    }
    #expect(scrollView.accessibilityPageStatus == "Page 1 of 3")
    #expect(scrollView.accessibilityScroll(.down))
    #expect(scrollView.contentOffset.y == 400)
    #expect(scrollView.accessibilityScroll(.next))
    #expect(scrollView.contentOffset.y == 600, "no further than the end")
    #expect(!scrollView.accessibilityScroll(.down))
    #expect(said == ["Page 2 of 3", "Page 3 of 3"])
  }
}
