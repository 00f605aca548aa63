// Model types as app files declare them: Codable and Identifiable models, errors with their own
// message. swiftc has the real Codable; the playground knows the conformances only.

// MARK: - model_codable_struct_in_list
// expect: List<Never, ForEach<Array<Landmark>, Int, Text>>
struct Landmark: Codable, Identifiable, Hashable {
    var id: Int
    var name: String
}
func encodable<T: Encodable>(_ value: T) -> T { value }
List(encodable([Landmark(id: 1, name: "Turtle Rock")])) { landmark in
    Text(landmark.name)
}

// MARK: - model_codable_enum_raw_values
// expect: ForEach<Array<Category>, Category, Text>
enum Category: String, CaseIterable, Codable, Identifiable {
    case lakes, rivers
    var id: Self { self }
}
func decodable<T: Decodable>(_ values: [T]) -> [T] { values }
ForEach(decodable(Category.allCases)) { category in
    Text(category.rawValue)
}

// MARK: - model_localized_error
// expect: Text
enum LoadError: LocalizedError {
    case offline
    var errorDescription: String? { "offline" }
}
func message<E: LocalizedError>(_ error: E) -> String {
    (error.errorDescription ?? "") + (error.failureReason ?? "") + (error.recoverySuggestion ?? "")
}
Text(message(LoadError.offline))
