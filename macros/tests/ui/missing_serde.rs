use cordis_toolset::{Shape, service};

/// Has `Shape` but not serde's derives.
#[derive(Shape)]
pub struct Query {
    /// What to look for.
    pub text: String,
}

/// Has `Shape` but not serde's derives.
#[derive(Shape)]
pub struct Answer {
    /// What was found.
    pub text: String,
}

/// A demo service.
#[service(name = "demo")]
pub trait Demo: Send + Sync {
    /// Takes a type scripts cannot pass and returns one they cannot receive.
    fn ask(&self, query: Query) -> Answer;
    /// The same through `Result`.
    fn try_ask(&self, query: Option<Query>) -> Result<Answer, cordis_toolset::catalog::ServiceError>;
}

fn main() {}
