import { describe, expect, it } from 'vitest'
import { currentStaffNav, staffNavGroups } from './staff-nav'

describe('the staff menu', () => {
  const owner = staffNavGroups({ owner: true, confined: false })
  const editor = staffNavGroups({ owner: false, confined: false })

  it('groups the pages into the same four sections for every screen, owners seeing the admin pages', () => {
    expect(owner.map((g) => g.label)).toEqual(['Leads', 'Students', 'Site', 'Admin'])
    expect(owner.flatMap((g) => g.items).length).toBe(23)
    expect(editor.find((g) => g.label === 'Leads')!.items.map((i) => i.label)).toEqual([
      'Submissions',
      'Calls today',
      'Counsellors’ hours',
      'Office holidays',
    ])
    expect(editor.find((g) => g.label === 'Admin')!.items.map((i) => i.label)).toEqual(['Security'])
    expect(staffNavGroups({ owner: true, confined: true })).toEqual([
      { label: 'Account', items: [{ to: '/staff/security', label: 'Security', end: false }] },
    ])
  })

  it('finds the current section and page, pages without an item of their own included', () => {
    const at = (path: string) => {
      const { group, item } = currentStaffNav(owner, path)
      return [group?.label, item?.label]
    }
    expect(at('/staff')).toEqual(['Leads', 'Submissions'])
    expect(at('/staff/submissions/0b7c')).toEqual(['Leads', undefined])
    expect(at('/staff/calls')).toEqual(['Leads', 'Calls today'])
    expect(at('/staff/batches/42')).toEqual(['Students', 'Batches'])
    expect(at('/staff/fees/9')).toEqual(['Students', undefined])
    expect(at('/staff/posts/new')).toEqual(['Site', 'Blog posts'])
    expect(at('/staff/audit')).toEqual(['Admin', 'Audit log'])
    expect(at('/staff/postsx')).toEqual([undefined, undefined])
  })
})
