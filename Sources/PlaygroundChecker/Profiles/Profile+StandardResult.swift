extension Profile {
    /// The standard library's `Result`: a value or the error that stopped it, for completion
    /// handlers and view models (`Result<[Item], Error>`).
    static let standardResultSource = #"""
public enum Result<Success, Failure: Error> {
    case success(Success)
    case failure(Failure)
    public init(catching body: () throws -> Success) where Failure == any Error {
        do {
            self = .success(try body())
        } catch {
            self = .failure(error)
        }
    }
    public func get() throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }
    public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return .success(transform(value))
        case .failure(let error): return .failure(error)
        }
    }
    public func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let error): return .failure(transform(error))
        }
    }
    public func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return transform(value)
        case .failure(let error): return .failure(error)
        }
    }
}
extension Result: Equatable where Success: Equatable, Failure: Equatable {}
extension Result: Hashable where Success: Hashable, Failure: Hashable {}
"""#
}
