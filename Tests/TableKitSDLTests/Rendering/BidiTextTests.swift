import Foundation
import Testing

@testable import TableKitSDL

/// The runs a line of mixed-direction text is drawn in, left to right on screen.
@Suite struct BidiTextTests {
  private func runs(_ string: String) -> [String] {
    BidiText.visualRuns(of: string).map { ($0.isRightToLeft ? "R:" : "L:") + $0.text }
  }

  @Test func latinTextIsOneRunAsBefore() {
    #expect(runs("Wi-Fi 5 GHz") == ["L:Wi-Fi 5 GHz"])
    #expect(!BidiText.containsRightToLeft("Café Guest"))
  }

  @Test func anArabicLineIsOneRightToLeftRunShapedAsArabic() {
    let line = BidiText.visualRuns(of: "الإعدادات العامة")
    #expect(line.count == 1)
    #expect(line.first?.isRightToLeft == true)
    #expect(line.first?.script == "Arab")
  }

  @Test func numbersInARightToLeftLineReadLeftToRightInTheirPlace() {
    // Logical: "Battery", space, "85%": on screen the number stands at the left, the word (and
    // the space after it) at the right.
    #expect(runs("סוללה 85%") == ["L:85%", "R:סוללה "])
    #expect(BidiText.visualRuns(of: "סוללה 85%").last?.script == "Hebr")
    // A number with separators stays whole.
    #expect(runs("تخزين 12,500") == ["L:12,500", "R:تخزين "])
  }

  @Test func latinWordsInARightToLeftLineKeepTheirOrder() {
    #expect(runs("עדכון iOS 17 זמין") == ["R: זמין", "L:iOS 17", "R:עדכון "])
  }

  @Test func aRightToLeftWordInALeftToRightLineIsReversedInPlace() {
    #expect(runs("Hello שלום world") == ["L:Hello ", "R:שלום", "L: world"])
  }

  @Test func anEllipsisAtTheEndOfARightToLeftLineGoesToItsLeft() {
    #expect(runs("الإعدادات…") == ["R:الإعدادات…"])
    #expect(runs("מספר 42…") == ["R:…", "L:42", "R:מספר "])
  }
}
