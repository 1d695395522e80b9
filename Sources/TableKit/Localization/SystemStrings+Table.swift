import Foundation

extension SystemStrings {
  /// The English words, in `Word` order.
  static let englishWords = [
    "Back", "Cancel", "Edit", "Done", "Save", "Add", "Delete", "Insert", "More", "Search",
    "More Info", "Move up", "Move down",
    "return", "Go", "Join", "Next", "Route", "Search", "Send", "Done", "Emergency Call", "Continue",
    "Cut", "Copy", "Paste", "Select", "Select All",
    "Next", "Previous",
  ]

  /// Each language's words, in `Word` order: bar and table words, then the return key's titles
  /// (`returnKey` … `continueKey`), then the edit menu's commands (`cut` … `selectAll`) and
  /// what a screen reader calls its page chevrons (`nextPage`, `previousPage`), as iOS 17
  /// words them in that language.
  static let table: [String: [String]] = {
    let table = [
      "en": englishWords,
      "de": [
        "Zurück", "Abbrechen", "Bearbeiten", "Fertig", "Sichern", "Hinzufügen", "Löschen",
        "Einfügen", "Mehr", "Suchen", "Weitere Infos", "Nach oben bewegen", "Nach unten bewegen",
        "Return", "Öffnen", "Verbinden", "Weiter", "Route", "Suchen", "Senden", "Fertig", "Notruf",
        "Weiter",
        "Ausschneiden", "Kopieren", "Einsetzen", "Auswählen", "Alles auswählen",
        "Weiter", "Zurück",
      ],
      "fr": [
        "Retour", "Annuler", "Modifier", "OK", "Enregistrer", "Ajouter", "Supprimer", "Insérer",
        "Plus", "Rechercher", "Plus d’infos", "Déplacer vers le haut", "Déplacer vers le bas",
        "retour", "Aller", "Rejoindre", "Suivant", "Itinéraire", "Rechercher", "Envoyer", "OK",
        "Appel d’urgence", "Continuer",
        "Couper", "Copier", "Coller", "Sélectionner", "Tout sélectionner",
        "Suivant", "Précédent",
      ],
      "es": [
        "Atrás", "Cancelar", "Editar", "OK", "Guardar", "Añadir", "Eliminar", "Insertar", "Más",
        "Buscar", "Más información", "Subir", "Bajar",
        "intro", "Ir", "Conectarse", "Siguiente", "Ruta", "Buscar", "Enviar", "OK",
        "Llamada de emergencia", "Continuar",
        "Cortar", "Copiar", "Pegar", "Seleccionar", "Seleccionar todo",
        "Siguiente", "Anterior",
      ],
      "ar": [
        "رجوع", "إلغاء", "تحرير", "تم", "حفظ", "إضافة", "حذف", "إدراج", "المزيد", "بحث",
        "مزيد من المعلومات", "نقل لأعلى", "نقل لأسفل",
        "رجوع", "انتقال", "انضمام", "التالي", "المسار", "بحث", "إرسال", "تم", "مكالمة طوارئ",
        "متابعة",
        "قص", "نسخ", "لصق", "تحديد", "تحديد الكل",
        "التالي", "السابق",
      ],
      "he": [
        "חזרה", "ביטול", "עריכה", "סיום", "שמירה", "הוספה", "מחיקה", "הכנסה", "עוד", "חיפוש",
        "מידע נוסף", "הזזה למעלה", "הזזה למטה",
        "חזרה", "מעבר", "הצטרפות", "הבא", "מסלול", "חיפוש", "שליחה", "סיום", "שיחת חירום", "המשך",
        "גזירה", "העתקה", "הדבקה", "בחירה", "בחירת הכל",
        "הבא", "הקודם",
      ],
      "ru": [
        "Назад", "Отменить", "Изменить", "Готово", "Сохранить", "Добавить", "Удалить", "Вставить",
        "Еще", "Поиск", "Подробнее", "Переместить вверх", "Переместить вниз",
        "Ввод", "Перейти", "Подключить", "Далее", "Маршрут", "Найти", "Отправить", "Готово",
        "Экстренный вызов", "Продолжить",
        "Вырезать", "Скопировать", "Вставить", "Выбрать", "Выбрать все",
        "Далее", "Назад",
      ],
      "zh-Hans": [
        "返回", "取消", "编辑", "完成", "存储", "添加", "删除", "插入", "更多", "搜索", "更多信息",
        "上移", "下移",
        "换行", "前往", "加入", "下一项", "路线", "搜索", "发送", "完成", "紧急呼叫", "继续",
        "剪切", "拷贝", "粘贴", "选择", "全选",
        "下一页", "上一页",
      ],
      "ja": [
        "戻る", "キャンセル", "編集", "完了", "保存", "追加", "削除", "挿入", "その他", "検索",
        "詳細情報", "上に移動", "下に移動",
        "改行", "開く", "接続", "次へ", "経路", "検索", "送信", "完了", "緊急電話", "続ける",
        "カット", "コピー", "ペースト", "選択", "すべてを選択",
        "次へ", "前へ",
      ],
    ]
    for (language, words) in table {
      precondition(
        words.count == Word.allCases.count,
        "SystemStrings: '\(language)' has \(words.count) words, not \(Word.allCases.count)")
    }
    return table
  }()

  /// The language a Linux person's locale asks for, as gettext reads it: `LC_ALL`, else
  /// `LC_MESSAGES`, else `LANG` names the locale, and `LANGUAGE` (a colon-separated list, first
  /// choice first) overrides its language unless the locale is `C` or `POSIX`. Nil when nothing
  /// names a language (English then).
  /// - Parameter environment: The process's environment.
  /// - Returns: A language code such as `de-DE` (hyphens, without encoding), or nil.
  public static func preferredLanguage(environment: [String: String]) -> String? {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let locale, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return nil }
    let first = environment["LANGUAGE"]?.split(separator: ":").first.map(String.init)
    let name = first ?? locale
    let code = LanguageCode(name)
    guard !code.base.isEmpty else { return nil }
    return ([code.base] + code.subtags.map { $0.count == 2 ? $0.uppercased() : $0.capitalized })
      .joined(separator: "-")
  }
}
