package api

// asSupport hides an administrator's id from a member (supportName stands
// for them): an administrator's id would name an account worth attacking.
func asSupport(adminID *string) *string {
	if adminID == nil {
		return nil
	}
	s := supportName
	return &s
}
